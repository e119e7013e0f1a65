import pg from 'pg';
import { toPostgresPlaceholders } from './postgres-dialect.js';
import type { RunResult, Sql, SqlParams } from './sql.js';

export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Tables go into this schema (created when missing) instead of `public`: one database holds many test apis. */
  schema?: string;
  /** Connections at most (default 10). */
  maxConnections?: number;
}

// 64-bit integers (COUNT(*), epoch milliseconds in BIGINT columns) and NUMERIC (SUM, AVG) come back as numbers, as
// from SQLite, not as text. Every value the api keeps is far below 2^53.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

const holdsNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/**
 * PostgreSQL text cannot hold U+0000 (SQLite's can): such a value is bad input, answered 400 (Fastify's error
 * handler reads `statusCode`), never a 500 from the driver.
 */
export class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Text holding a NUL character (\\u0000) is not accepted');
  }
}

type Queryable = pg.Pool | pg.PoolClient;

/** The layer over a `pg` pool: each statement on any free connection, a transaction on one connection it holds. */
export async function createPostgresSql({ url, schema, maxConnections = 10 }: PostgresOptions): Promise<Sql> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`not a plain schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    types,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection the server dropped is not a failure of the api: the pool opens another.
  pool.on('error', (error) => console.error('[db] an idle PostgreSQL connection failed', error.message));
  // citext: case-insensitive text (SQLite's COLLATE NOCASE); unaccent: the search index ignores diacritics, as FTS5's.
  for (const extension of ['citext', 'unaccent']) {
    await pool.query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`).catch((error: { code?: string }) => {
      // Two apis creating it at once: one wins, the other sees it exists.
      if (error.code !== '23505' && error.code !== '42710') throw error;
    });
  }
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  const on = (target: Queryable, depth: number): Sql => {
    const query = async <Row>(sql: string, params?: SqlParams) => {
      const { text, values } = toPostgresPlaceholders(sql, params);
      if (values.some(holdsNul)) throw new NulCharacterError();
      return target.query<Row & pg.QueryResultRow>(text, values);
    };
    return {
      dialect: 'postgres',
      async all<Row>(sql: string, params?: SqlParams) {
        return (await query<Row>(sql, params)).rows;
      },
      async get<Row>(sql: string, params?: SqlParams) {
        return (await query<Row>(sql, params)).rows[0];
      },
      async run(sql: string, params?: SqlParams): Promise<RunResult> {
        return { changes: (await query(sql, params)).rowCount ?? 0 };
      },
      async exec(sql: string) {
        await target.query(sql);
      },
      async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
        if (depth > 0) {
          const savepoint = `sp_${depth}`;
          await target.query(`SAVEPOINT ${savepoint}`);
          try {
            const result = await work(on(target, depth + 1));
            await target.query(`RELEASE SAVEPOINT ${savepoint}`);
            return result;
          } catch (error) {
            await target.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
            throw error;
          }
        }
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          try {
            const result = await work(on(client, 1));
            await client.query('COMMIT');
            return result;
          } catch (error) {
            await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
            throw error;
          }
        } finally {
          client.release(broken);
        }
      },
      async close() {
        await pool.end();
      },
    };
  };
  return on(pool, 0);
}
