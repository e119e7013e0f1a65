import type { ApiConfig } from '../config.js';
import { openDatabase, type Db } from './database.js';
import { createPostgresSql } from './postgres-sql.js';
import type { Sql } from './sql.js';
import { createSqliteSql } from './sqlite-sql.js';

/** The api's database: PostgreSQL when DATABASE_URL is set, else the SQLite file (with its connection, for what watches it). */
export async function openSql(
  config: Pick<ApiConfig, 'databaseUrl' | 'databaseSchema' | 'databasePath'>,
): Promise<{ sql: Sql; sqlite?: Db }> {
  if (config.databaseUrl) return { sql: await createPostgresSql({ url: config.databaseUrl, schema: config.databaseSchema }) };
  const sqlite = openDatabase(config.databasePath);
  return { sql: createSqliteSql(sqlite), sqlite };
}
