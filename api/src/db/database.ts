import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Db = Database.Database;

export interface Migration {
  /** Sorted as text; prefix with the module's number, e.g. '020-chat-rooms'. */
  id: string;
  sql: string;
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
  beginTransactionsImmediately(db);
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

/**
 * Several api instances may share the file (issue 27): a transaction that reads before it writes fails at once with
 * SQLITE_BUSY when another instance wrote meanwhile (its snapshot is stale, and busy_timeout does not wait for that).
 * So every transaction takes the write lock as it begins (BEGIN IMMEDIATE), waiting up to busy_timeout for another
 * instance's. One process alone runs its transactions one at a time anyway: nothing changes for it.
 */
function beginTransactionsImmediately(db: Db): void {
  const deferredByDefault = db.transaction.bind(db);
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => {
    const transaction = deferredByDefault(fn);
    const beginImmediately = transaction.immediate as (...args: unknown[]) => unknown;
    const immediate = (...args: unknown[]) => beginImmediately(...args);
    return Object.assign(immediate, {
      default: immediate,
      deferred: transaction.deferred,
      immediate: transaction.immediate,
      exclusive: transaction.exclusive,
    });
  }) as Db['transaction'];
}

/** Applies the migrations not applied yet, each in its own transaction, in id order. */
export function migrate(db: Db, migrations: readonly Migration[]): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  const pending = [...migrations].sort((a, b) => a.id.localeCompare(b.id)).filter((m) => !applied.has(m.id));
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    })();
  }
  return pending.map((m) => m.id);
}
