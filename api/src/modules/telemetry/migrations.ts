import type { Migration } from '../../db/database.js';

/** What pages reported about each remote (issue 24): kept a day, summarised over the last hour. */
export const telemetryMigrations: Migration[] = [
  {
    id: '190-remote-telemetry',
    sql: `
      CREATE TABLE remote_telemetry (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        source TEXT NOT NULL,
        build TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('error', 'long-task', 'lcp', 'cls', 'inp')),
        value REAL NOT NULL,
        detail TEXT,
        page TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX remote_telemetry_by_time ON remote_telemetry (at, source);
    `,
  },
];
