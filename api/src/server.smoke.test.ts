import { getValue, type Sql } from './db/sql.js';
import { setUpTestApi } from './testing/index.js';

const SHELL_ORIGIN = 'http://localhost:3000';
const running = setUpTestApi({ config: { corsOrigins: [SHELL_ORIGIN] } });

test('health answers and unknown routes answer 404 with a message', async () => {
  const health = await fetch(`${running.baseUrl}/health`);
  expect(await health.json()).toEqual({ status: 'ok' });
  const missing = await fetch(`${running.baseUrl}/rest/open/nothing-here`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ status: 404, message: 'No route GET /rest/open/nothing-here' });
});

test('exactly the configured origins may call the api from a browser; any other port of this machine gets no CORS grant (issue 22)', async () => {
  const from = (origin: string) => fetch(`${running.baseUrl}/health`, { headers: { origin } });
  const granted = await from(SHELL_ORIGIN);
  expect(granted.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  expect(granted.headers.get('access-control-allow-credentials')).toBe('true');
  for (const other of ['http://localhost:9999', 'http://127.0.0.1:3000', 'https://evil.example']) {
    expect((await from(other)).headers.get('access-control-allow-origin')).toBeNull();
  }
});

test('demo data is seeded once and survives a restart', async () => {
  const count = () => getValue<number>(running.api.ctx.sql, 'SELECT COUNT(*) FROM companies');
  expect(await count()).toBeGreaterThanOrEqual(10);
  await running.restart();
  expect(await count()).toBeGreaterThanOrEqual(10);
});

test('a module added later gets its demo data on an existing database', async () => {
  const { seedIfEmpty } = await import('./db/seed.js');
  const { migrate } = await import('./db/database.js');
  const lateModule = {
    name: 'late-module',
    migrations: [{ id: '999-late-module', sql: 'CREATE TABLE late_items (id INTEGER PRIMARY KEY)' }],
    seed: async ({ sql }: { sql: Sql }) => void (await sql.run('INSERT INTO late_items (id) VALUES (1)')),
  };
  await migrate(running.api.ctx.sql, lateModule.migrations);
  expect(await seedIfEmpty(running.api.ctx, [lateModule])).toEqual(['late-module']);
  expect(await seedIfEmpty(running.api.ctx, [lateModule])).toEqual([]);
  expect(await getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM late_items')).toBe(1);
});
