import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { toPostgresSchema } from './postgres-dialect.js';
import { allValues, type Sql } from './sql.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Db = Database.Database;

export interface Migration {
  /** Sorted as text; prefix with the module's number, e.g. '020-chat-rooms'. */
  id: string;
  /** Written for SQLite; on PostgreSQL its words are translated (`toPostgresSchema`). */
  sql: string;
  /** The PostgreSQL version where the engines differ beyond words (full-text search, triggers). */
  postgres?: string;
}

export function openDatabase(databasePath: string): Db {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints instead of at every commit: a commit stays atomic and the
  // database consistent after a crash or power loss; only the last commits before a power loss (not
  // a crash of the api process) may be rolled back. FULL's fsync per commit was the largest cost of
  // a chat message (issue 11).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (databasePath !== ':memory:') {
    const stopCheckpoints = startWalCheckpointer(db, databasePath);
    const closeDatabase = db.close.bind(db);
    db.close = () => {
      stopCheckpoints();
      return closeDatabase();
    };
  }
  return db;
}

/** PostgreSQL advisory lock held while migrating or seeding: api instances starting together take turns. */
export const SCHEMA_LOCK = 27_001;

/** On PostgreSQL, waits for (and holds until the transaction ends) the lock of schema changes; nothing on SQLite (BEGIN IMMEDIATE). */
export async function lockSchema(tx: Sql): Promise<void> {
  if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [SCHEMA_LOCK]);
}

/** The migrations, written for SQLite, in the words of `sql`'s engine. */
const inDialect = (sql: Sql, migration: Migration): string =>
  sql.dialect === 'postgres' ? (migration.postgres ?? toPostgresSchema(migration.sql)) : migration.sql;

/** PostgreSQL's undefined_table. */
const isMissingTable = (error: unknown) => (error as { code?: unknown } | null)?.code === '42P01';

/** Applies one migration in its own transaction; false when another instance applied it meanwhile. */
function applyOne(sql: Sql, migration: Migration): Promise<boolean> {
  return sql.transaction(async (tx) => {
    await lockSchema(tx);
    if (await tx.get('SELECT 1 FROM schema_migrations WHERE id = ?', [migration.id])) return false;
    await tx.exec(inDialect(tx, migration));
    await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [migration.id, new Date().toISOString()]);
    return true;
  });
}

/** Applies the migrations not applied yet, each in its own transaction, in id order. */
export async function migrate(sql: Sql, migrations: readonly Migration[]): Promise<string[]> {
  await sql.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  });
  const applied = new Set(await allValues<string>(sql, 'SELECT id FROM schema_migrations'));
  const pending = [...migrations].sort((a, b) => a.id.localeCompare(b.id)).filter((m) => !applied.has(m.id));
  const appliedNow: string[] = [];
  // PostgreSQL checks a REFERENCES when it is written (SQLite only when rows are): a migration whose referenced table
  // comes from a later id (forms 050 on uploads 055) is rolled back and tried again after the others.
  let waiting = pending;
  while (waiting.length > 0) {
    const postponed: { migration: Migration; error: unknown }[] = [];
    for (const migration of waiting) {
      try {
        if (await applyOne(sql, migration)) appliedNow.push(migration.id);
      } catch (error) {
        if (!isMissingTable(error)) throw error;
        postponed.push({ migration, error });
      }
    }
    if (postponed.length === waiting.length) throw postponed[0]!.error;
    waiting = postponed.map(({ migration }) => migration);
  }
  return appliedNow;
}
