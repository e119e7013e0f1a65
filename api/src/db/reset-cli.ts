import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { buildApi } from '../server.js';

/** `pnpm db:reset`: deletes the database and the uploads, then seeds the demo data again. */
const config = loadConfig({ logLevel: 'warn' });
for (const file of [config.databasePath, `${config.databasePath}-wal`, `${config.databasePath}-shm`]) fs.rmSync(file, { force: true });
fs.rmSync(config.uploadDir, { recursive: true, force: true });
const api = await buildApi(config);
await api.close();
console.info(`Database reset to the demo data: ${config.databasePath}`);
