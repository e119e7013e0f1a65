import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './database.js';

let dir: string;
let db: Db | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-wal-'));
});
afterEach(() => {
  if (db?.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Resolves once `condition` holds, checking every 50 ms; fails after 10 s. */
async function eventually(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('the database file (WAL)', () => {
  test('commits are synchronous NORMAL and the WAL is copied into the database by the worker, not by a commit', async () => {
    const file = path.join(dir, 'klob.db');
    db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
    const sizeBefore = fs.statSync(file).size;
    // Far fewer pages than the api connection's own automatic checkpoint: only the worker copies them.
    for (let index = 0; index < 200; index += 1) insert.run('x'.repeat(2000));
    expect(fs.statSync(file).size).toBe(sizeBefore);
    await eventually(() => fs.statSync(file).size > sizeBefore + 200 * 2000);
    expect(db.prepare('SELECT COUNT(*) FROM notes').pluck().get()).toBe(200);
  });

  test('an in-memory database has no worker and closes as usual', () => {
    db = openDatabase(':memory:');
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)');
    db.close();
    expect(db.open).toBe(false);
  });
});
