import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';
import type { RunResult, Sql, SqlParams } from './sql.js';

const STATEMENT_CACHE_SIZE = 1000;

const bind = (params: SqlParams | undefined): unknown[] => (params === undefined ? [] : Array.isArray(params) ? params : [params]);

/**
 * The layer over a better-sqlite3 connection. Statements run synchronously (the promise is already settled);
 * a transaction holds the one connection, so statements from outside it wait until it ends rather than
 * slipping into it while its work awaits.
 */
export function createSqliteSql(db: Db): Sql {
  const statements = new Map<string, Statement>();
  /** Prepared once per text: the stores used to prepare theirs once at start, preparing per call costs about as much as a read. */
  const prepare = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  let transactionEnded: Promise<void> | undefined;

  const direct = (insideTransaction: boolean, depth: number): Sql => {
    /** Runs `statement` once no transaction but this one holds the connection (checked and run with no await between). */
    const whenFree = async <T>(statement: () => T): Promise<T> => {
      while (!insideTransaction && transactionEnded) await transactionEnded;
      return statement();
    };
    const self: Sql = {
      dialect: 'sqlite',
      async all<Row>(sql: string, params?: SqlParams) {
        return whenFree(() => prepare(sql).all(...bind(params)) as Row[]);
      },
      async get<Row>(sql: string, params?: SqlParams) {
        return whenFree(() => prepare(sql).get(...bind(params)) as Row | undefined);
      },
      async run(sql: string, params?: SqlParams): Promise<RunResult> {
        return whenFree(() => ({ changes: prepare(sql).run(...bind(params)).changes }));
      },
      async exec(sql: string) {
        await whenFree(() => db.exec(sql));
      },
      async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
        if (insideTransaction) {
          const savepoint = `sp_${depth}`;
          db.exec(`SAVEPOINT ${savepoint}`);
          try {
            const result = await work(direct(true, depth + 1));
            db.exec(`RELEASE ${savepoint}`);
            return result;
          } catch (error) {
            db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
            throw error;
          }
        }
        while (transactionEnded) await transactionEnded;
        let end!: () => void;
        transactionEnded = new Promise((resolve) => (end = resolve));
        try {
          db.exec('BEGIN IMMEDIATE');
          try {
            const result = await work(direct(true, 1));
            db.exec('COMMIT');
            return result;
          } catch (error) {
            if (db.inTransaction) db.exec('ROLLBACK');
            throw error;
          }
        } finally {
          transactionEnded = undefined;
          end();
        }
      },
      async close() {
        if (db.open) db.close();
      },
    };
    return self;
  };
  return direct(false, 0);
}
