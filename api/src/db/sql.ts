/**
 * The api's one way to the database, the same on SQLite and PostgreSQL (issue 27). Statements are written once
 * in the SQL both engines understand, with `?` (an array of values) or `@name` (an object) placeholders.
 */
/** Values for `?` in order, or an object (of any shape: a row type, a seed) whose keys name the `@name` placeholders. */
export type SqlParams = readonly unknown[] | object;

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export type Dialect = 'sqlite' | 'postgres';

export interface Sql {
  readonly dialect: Dialect;
  all<Row>(sql: string, params?: SqlParams): Promise<Row[]>;
  get<Row>(sql: string, params?: SqlParams): Promise<Row | undefined>;
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  /** Runs statements without parameters, several separated by `;` (migrations, schema). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction on `tx`: committed when it resolves, rolled back when it throws. Nested: a savepoint. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first column of the first row (SQLite's `.pluck().get()`). */
export async function getValue<Value>(sql: Sql, statement: string, params?: SqlParams): Promise<Value | undefined> {
  const row = await sql.get<Record<string, Value>>(statement, params);
  return row === undefined ? undefined : Object.values(row)[0];
}

/** The first column of every row (SQLite's `.pluck().all()`). */
export async function allValues<Value>(sql: Sql, statement: string, params?: SqlParams): Promise<Value[]> {
  const rows = await sql.all<Record<string, Value>>(statement, params);
  return rows.map((row) => Object.values(row)[0] as Value);
}

/** True for an insert or update refused by a UNIQUE or PRIMARY KEY constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Whether the database has a table of that name (in the api's schema on PostgreSQL). */
export async function tableExists(sql: Sql, name: string): Promise<boolean> {
  const statement =
    sql.dialect === 'postgres'
      ? 'SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?'
      : "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?";
  return (await sql.get(statement, [name])) !== undefined;
}
