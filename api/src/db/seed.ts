import type { ApiContext, ApiModule } from '../modules/module.js';

const seededKey = (module: ApiModule) => `seeded:${module.name}`;

/**
 * Seeds each module's demo data once. Tracked per module, so a module added
 * later gets its demo data on an existing database too.
 */
export async function seedIfEmpty(ctx: ApiContext, modules: readonly ApiModule[]): Promise<string[]> {
  const { db } = ctx;
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const isSeeded = db.prepare('SELECT 1 FROM meta WHERE key = ?');
  const markSeeded = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  const pending = modules.filter((module) => module.seed && !isSeeded.get(seededKey(module)));
  if (pending.length === 0) return [];
  db.exec('BEGIN');
  try {
    for (const module of pending) {
      await module.seed?.(ctx);
      markSeeded.run(seededKey(module), new Date().toISOString());
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return pending.map((module) => module.name);
}
