import crypto from 'node:crypto';
import type { Sql } from '../../db/sql.js';
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

export function createUserStore(sql: Sql) {
  const columns = 'user_id, email, password_hash, first_name, last_name, profile_picture_url, confirmed';
  const one = async (where: string, value: string) => {
    const row = await sql.get<UserRow>(`SELECT ${columns} FROM users WHERE ${where}`, [value]);
    return row && toUser(row);
  };

  return {
    findByEmail: (email: string): Promise<IdentityUser | undefined> => one('email = ?', normaliseEmail(email)),
    /** The oldest confirmed accounts (the demo accounts on a seeded database). */
    async listConfirmed(limit: number): Promise<IdentityUser[]> {
      return (await sql.all<UserRow>(`SELECT ${columns} FROM users WHERE confirmed = 1 ORDER BY created_at, user_id LIMIT ?`, [limit])).map(
        toUser,
      );
    },
    findById: (userId: string): Promise<IdentityUser | undefined> => one('user_id = ?', userId),
    /** Inserts an unconfirmed account and answers its new id. */
    async insertUnconfirmed(user: NewUser): Promise<string> {
      const userId = `${USER_ID_PREFIX}${crypto.randomUUID().toUpperCase()}`;
      await sql.run(
        'INSERT INTO users (user_id, email, password_hash, first_name, last_name, phone, confirmed) VALUES (@userId, @email, @passwordHash, @firstName, @lastName, @phone, 0)',
        { ...user, userId, email: normaliseEmail(user.email) },
      );
      return userId;
    },
    async markConfirmed(userId: string): Promise<void> {
      await sql.run('UPDATE users SET confirmed = 1 WHERE user_id = ?', [userId]);
    },
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await sql.run('UPDATE users SET password_hash = ? WHERE user_id = ?', [passwordHash, userId]);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
