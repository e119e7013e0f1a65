import type { ApiContext, ApiModule } from '../modules/module.js';
import { lockSchema } from './database.js';
import { syncIdentitySequences } from './postgres-dialect.js';

const seededKey = (module: ApiModule) => `seeded:${module.name}`;

/**
 * Seeds each module's demo data once, all in one transaction. Tracked per module, so a module added later gets
 * its demo data on an existing database too.
 */
export async function seedIfEmpty(ctx: ApiContext, modules: readonly ApiModule[]): Promise<string[]> {
  const { sql } = ctx;
  await sql.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  });
  const isSeeded = async (module: ApiModule) => (await sql.get('SELECT 1 FROM meta WHERE key = ?', [seededKey(module)])) !== undefined;
  const pending: ApiModule[] = [];
  for (const module of modules) if (module.seed && !(await isSeeded(module))) pending.push(module);
  if (pending.length === 0) return [];
  const seeded: string[] = [];
  await sql.transaction(async (tx) => {
    await lockSchema(tx);
    for (const module of pending) {
      // Another instance may have seeded it while this one waited for the lock.
      if (await tx.get('SELECT 1 FROM meta WHERE key = ?', [seededKey(module)])) continue;
      await module.seed?.({ ...ctx, sql: tx });
      await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', [seededKey(module), new Date().toISOString()]);
      seeded.push(module.name);
    }
    await syncIdentitySequences(tx);
  });
  return seeded;
}
