import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the worker copies the WAL into the database. */
const CHECKPOINT_INTERVAL_MS = 250;
/** SQLite's default: what the api's own connection falls back to when the worker is gone. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** While the worker runs, the api's connection checkpoints only if the WAL grows this far (the worker far behind). */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// Plain CommonJS run by `new Worker(..., { eval: true })`: no loader or build step needed.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next tick tries again.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  try {
    db.close();
  } catch {}
  parentPort.close();
});
`;

/**
 * Checkpoints the WAL from a worker thread with its own connection (issue 11). SQLite's automatic
 * checkpoint runs inside the commit that crosses 1000 pages: that message (and every one queued behind
 * it on the event loop) waits for the copy and its fsync, up to ~20 ms on a plain disk. A PASSIVE
 * checkpoint from another connection never blocks the api's writes or reads. Answers the stop function.
 */
export function startWalCheckpointer(db: Database.Database, databasePath: string): () => void {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, path: databasePath, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // The worker never keeps the process alive on its own.
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  let running = true;
  const fallBack = () => {
    running = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  worker.once('error', (error) => {
    // A worker still starting when the api stops may find its database gone (a test's folder removed): not a failure.
    if (running) console.error('[db] the WAL checkpoint worker failed; the api checkpoints itself again', error);
    fallBack();
  });
  worker.once('exit', fallBack);
  return () => {
    if (running) worker.postMessage('stop');
    running = false;
  };
}
