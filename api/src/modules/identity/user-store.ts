import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { USER_ID_PREFIX } from './constants.js';

/** A row of core's users table, as identity reads it. */
export interface IdentityUser {
  userId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  confirmed: boolean;
}

interface UserRow {
  user_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
  confirmed: number;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

const toUser = (row: UserRow): IdentityUser => ({
  userId: row.user_id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  profilePictureUrl: row.profile_picture_url,
  confirmed: row.confirmed === 1,
});

/** Emails are compared without case and surrounding blanks (the column is COLLATE NOCASE). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createUserStore(db: Db) {
  const columns = 'user_id, email, password_hash, first_name, last_name, profile_picture_url, confirmed';
  const byEmail = db.prepare<[string], UserRow>(`SELECT ${columns} FROM users WHERE email = ?`);
  const byId = db.prepare<[string], UserRow>(`SELECT ${columns} FROM users WHERE user_id = ?`);
  const insert = db.prepare(
    'INSERT INTO users (user_id, email, password_hash, first_name, last_name, phone, confirmed) VALUES (@userId, @email, @passwordHash, @firstName, @lastName, @phone, 0)',
  );
  const confirm = db.prepare('UPDATE users SET confirmed = 1 WHERE user_id = ?');
  const firstConfirmed = db.prepare<[number], UserRow>(`SELECT ${columns} FROM users WHERE confirmed = 1 ORDER BY rowid LIMIT ?`);
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?');

  return {
    findByEmail(email: string): IdentityUser | undefined {
      const row = byEmail.get(normaliseEmail(email));
      return row && toUser(row);
    },
    /** The oldest confirmed accounts (the demo accounts on a seeded database). */
    listConfirmed(limit: number): IdentityUser[] {
      return firstConfirmed.all(limit).map(toUser);
    },
    findById(userId: string): IdentityUser | undefined {
      const row = byId.get(userId);
      return row && toUser(row);
    },
    /** Inserts an unconfirmed account and answers its new id. */
    insertUnconfirmed(user: NewUser): string {
      const userId = `${USER_ID_PREFIX}${crypto.randomUUID().toUpperCase()}`;
      insert.run({ ...user, userId, email: normaliseEmail(user.email) });
      return userId;
    },
    markConfirmed(userId: string): void {
      confirm.run(userId);
    },
    setPasswordHash(userId: string, passwordHash: string): void {
      setPassword.run(passwordHash, userId);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
