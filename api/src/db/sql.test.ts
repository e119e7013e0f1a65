import crypto from 'node:crypto';
import { openDatabase } from './database.js';
import { toPostgresPlaceholders, toPostgresSchema } from './postgres-dialect.js';
import { createPostgresSql } from './postgres-sql.js';
import { allValues, getValue, isUniqueViolation, type Sql } from './sql.js';
import { createSqliteSql } from './sqlite-sql.js';

/** Set by scripts/test.sh (scripts/postgres.sh's server): the same checks run on PostgreSQL too. */
const postgresUrl = process.env.KLOB_TEST_POSTGRES_URL;

const NOTES = `CREATE TABLE notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author TEXT NOT NULL COLLATE NOCASE,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  score REAL
);
CREATE TABLE tags (note_id INTEGER NOT NULL REFERENCES notes(id), tag TEXT NOT NULL, PRIMARY KEY (note_id, tag))`;

const engines: [string, (() => Promise<Sql>) | undefined][] = [
  ['SQLite', async () => createSqliteSql(openDatabase(':memory:'))],
  [
    'PostgreSQL',
    postgresUrl ? () => createPostgresSql({ url: postgresUrl, schema: `sql_test_${crypto.randomBytes(6).toString('hex')}` }) : undefined,
  ],
];

describe.each(engines)('the database layer on %s', (name, open) => {
  const runOrSkip = open ? test : test.skip;
  let sql: Sql;
  beforeAll(async () => {
    if (!open) return;
    sql = await open();
    await sql.exec(sql.dialect === 'postgres' ? toPostgresSchema(NOTES) : NOTES);
  });
  afterAll(async () => {
    if (sql?.dialect === 'postgres')
      await sql.exec('DROP SCHEMA IF EXISTS ' + (await getValue<string>(sql, 'SELECT current_schema()')) + ' CASCADE');
    await sql?.close();
  });

  runOrSkip('inserts answer their new id through RETURNING, reads answer rows, numbers stay numbers', async () => {
    const epochMs = Date.UTC(2026, 10, 27, 12);
    const first = await sql.get<{ id: number }>('INSERT INTO notes (author, body, created_at, score) VALUES (?, ?, ?, ?) RETURNING id', [
      'Ayu',
      "it's @home",
      epochMs,
      1.5,
    ]);
    const second = await sql.get<{ id: number }>(
      'INSERT INTO notes (author, body, created_at) VALUES (@author, @body, @createdAt) RETURNING id',
      { author: 'budi', body: 'two @ once', createdAt: epochMs + 1 },
    );
    expect(second!.id).toBe(first!.id + 1);
    const rows = await sql.all<{ id: number; author: string; body: string; created_at: number; score: number | null }>(
      'SELECT id, author, body, created_at, score FROM notes ORDER BY id',
    );
    expect(rows).toEqual([
      { id: first!.id, author: 'Ayu', body: "it's @home", created_at: epochMs, score: 1.5 },
      { id: second!.id, author: 'budi', body: 'two @ once', created_at: epochMs + 1, score: null },
    ]);
    expect(await getValue<number>(sql, 'SELECT COUNT(*) AS count FROM notes')).toBe(2);
    expect(await allValues<string>(sql, 'SELECT author FROM notes ORDER BY id')).toEqual(['Ayu', 'budi']);
    expect(await sql.get('SELECT id FROM notes WHERE id = ?', [9999])).toBeUndefined();
  });

  runOrSkip('a case-insensitive column (COLLATE NOCASE) compares without case on both engines', async () => {
    expect(await allValues<string>(sql, 'SELECT author FROM notes WHERE author = ? ORDER BY id', ['AYU'])).toEqual(['Ayu']);
  });

  runOrSkip('run answers the rows changed; ON CONFLICT DO NOTHING and unique violations are the same', async () => {
    const id = await getValue<number>(sql, 'SELECT MIN(id) FROM notes');
    expect((await sql.run('INSERT INTO tags (note_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING', [id, 'a'])).changes).toBe(1);
    expect((await sql.run('INSERT INTO tags (note_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING', [id, 'a'])).changes).toBe(0);
    const refused = await sql.run('INSERT INTO tags (note_id, tag) VALUES (?, ?)', [id, 'a']).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    expect((await sql.run('UPDATE notes SET score = ? WHERE created_at > ?', [2, 0])).changes).toBe(2);
  });

  runOrSkip('a transaction commits as a whole or not at all, and statements from outside wait for it', async () => {
    const before = (await getValue<number>(sql, 'SELECT COUNT(*) FROM notes'))!;
    await expect(
      sql.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (author, body, created_at) VALUES (?, ?, ?)', ['c', 'lost', 1]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await getValue<number>(sql, 'SELECT COUNT(*) FROM notes')).toBe(before);

    let outside: Promise<number | undefined> | undefined;
    await sql.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (author, body, created_at) VALUES (?, ?, ?)', ['d', 'kept', 2]);
      // Started while the transaction is open: sees the database as it was before or after it, never half of it.
      outside = getValue<number>(sql, 'SELECT COUNT(*) FROM notes');
      await tx.run('INSERT INTO notes (author, body, created_at) VALUES (?, ?, ?)', ['d', 'kept too', 3]);
      await tx
        .transaction(async (inner) => {
          await inner.run('INSERT INTO notes (author, body, created_at) VALUES (?, ?, ?)', ['d', 'inner, undone', 4]);
          throw new Error('only the savepoint');
        })
        .catch(() => undefined);
    });
    expect([before, before + 2]).toContain(await outside);
    expect(await allValues<string>(sql, "SELECT body FROM notes WHERE author = 'd' ORDER BY id")).toEqual(['kept', 'kept too']);
  });
});

(postgresUrl ? describe : describe.skip)('text PostgreSQL cannot keep', () => {
  test('a NUL character answers 400 with a reason instead of a driver error', async () => {
    const sql = await createPostgresSql({ url: postgresUrl!, maxConnections: 1 });
    try {
      await expect(sql.get('SELECT ? AS echo', ['a\u0000b'])).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringContaining('NUL'),
      });
      expect(await sql.get('SELECT ? AS echo', ['ab'])).toEqual({ echo: 'ab' });
    } finally {
      await sql.close();
    }
  });
});

describe('PostgreSQL placeholders and schema', () => {
  test('? and @name become $n in order, quoted text and comments are left alone', () => {
    expect(toPostgresPlaceholders('SELECT \'?\', "a?" FROM t WHERE a = ? -- why?\nAND b = ?', [1, 2])).toEqual({
      text: 'SELECT \'?\', "a?" FROM t WHERE a = $1 -- why?\nAND b = $2',
      values: [1, 2],
    });
    expect(toPostgresPlaceholders("SELECT 'x@y.id' WHERE a = @a OR b = @b OR c = @a AND d = 'it''s @a'", { a: 1, b: 2 })).toEqual({
      text: "SELECT 'x@y.id' WHERE a = $1 OR b = $2 OR c = $1 AND d = 'it''s @a'",
      values: [1, 2],
    });
    expect(() => toPostgresPlaceholders('SELECT ? , ?', [1])).toThrow('placeholder 2');
    expect(() => toPostgresPlaceholders('SELECT @missing', {})).toThrow('@missing');
  });

  test('the SQLite schema words become PostgreSQL ones', () => {
    expect(toPostgresSchema('id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE')).toBe(
      'id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, at BIGINT NOT NULL, email CITEXT NOT NULL UNIQUE',
    );
    expect(toPostgresSchema("at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))")).toBe(
      `at TEXT NOT NULL DEFAULT (to_char(CURRENT_TIMESTAMP AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    );
    expect(toPostgresSchema('CREATE INDEX v ON vacancies (position_name COLLATE NOCASE); x REAL')).toBe(
      'CREATE INDEX v ON vacancies (lower(position_name)); x DOUBLE PRECISION',
    );
  });
});
