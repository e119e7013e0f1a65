import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { buildApi } from '../server.js';
import { createPostgresSql } from './postgres-sql.js';

/** `pnpm db:reset`: deletes the database and the uploads, then seeds the demo data again. */
const config = loadConfig({ logLevel: 'warn' });
if (config.databaseUrl) {
  // PostgreSQL: the api's schema goes with everything in it, and comes back empty.
  const schema = config.databaseSchema ?? 'public';
  const sql = await createPostgresSql({ url: config.databaseUrl, maxConnections: 1 });
  await sql.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await sql.close();
} else {
  for (const file of [config.databasePath, `${config.databasePath}-wal`, `${config.databasePath}-shm`]) fs.rmSync(file, { force: true });
}
fs.rmSync(config.uploadDir, { recursive: true, force: true });
const api = await buildApi(config);
await api.close();
console.info(`Database reset to the demo data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.databasePath}`);
