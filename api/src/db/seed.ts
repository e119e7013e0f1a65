import type { ApiContext, ApiModule } from '../modules/module.js';

const SEEDED_KEY = 'demo-data-seeded';

/** Seeds the demo data once, into a database that has never been seeded. */
export async function seedIfEmpty(ctx: ApiContext, modules: readonly ApiModule[]): Promise<boolean> {
  const { db } = ctx;
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  if (db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEEDED_KEY)) return false;
  db.exec('BEGIN');
  try {
    for (const module of modules) await module.seed?.(ctx);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(SEEDED_KEY, new Date().toISOString());
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
