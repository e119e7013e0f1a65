import type { Sql, SqlParams } from './sql.js';

/** The write side of a prepared statement, as demo data builders call it: positional values, or one object of named ones. */
export interface QueuedStatement {
  run(...values: unknown[]): void;
}

/**
 * Demo data written as a list of statements: a seed builder queues them synchronously (`prepare(sql).run(...)`, as
 * with better-sqlite3) and `runAll` runs them in order on either engine. For seeds that read nothing back.
 */
export function seedStatements() {
  const queued: [string, SqlParams][] = [];
  const isNamed = (values: unknown[]) =>
    values.length === 1 && typeof values[0] === 'object' && values[0] !== null && !Array.isArray(values[0]);
  return {
    prepare: (statement: string): QueuedStatement => ({
      run: (...values) => void queued.push([statement, isNamed(values) ? (values[0] as object) : values]),
    }),
    async runAll(sql: Sql): Promise<void> {
      for (const [statement, params] of queued) await sql.run(statement, params);
    },
  };
}

export type SeedStatements = ReturnType<typeof seedStatements>;
