import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEnv } from './api-env';
import { mailCatcherPortsWithOffset } from './mail-catcher';
import { portsWithOffset } from './platform-ports';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-api-env-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const optionsOf = () => ({ mailPorts: mailCatcherPortsWithOffset(400), ports: portsWithOffset(400), dataDir });

test('production: no dev mailbox nor development sign-in, the sandbox card, the platform origins, secrets and the mail catcher', () => {
  const env = apiEnv('production', optionsOf());
  expect(env.NODE_ENV).toBe('production');
  expect(env.DEV_MAILBOX).toBeUndefined();
  expect(env.DEV_OAUTH).toBeUndefined();
  expect(env.PAYMENT_PROVIDER).toBe('sandbox');
  expect(env.CORS_ORIGINS).toContain(`http://localhost:${portsWithOffset(400).shell}`);
  expect(env.JWT_SECRET?.length).toBeGreaterThanOrEqual(32);
  expect(env.SMTP_URL).toBe(`smtp://127.0.0.1:${mailCatcherPortsWithOffset(400).smtp}`);
});

test('development: the dev mailbox and the development sign-in provider, with the same origins, secrets and mail', () => {
  const development = apiEnv('development', optionsOf());
  const production = apiEnv('production', optionsOf());
  expect(development).toMatchObject({ NODE_ENV: 'development', DEV_MAILBOX: '1', DEV_OAUTH: '1' });
  expect(development.PAYMENT_PROVIDER).toBeUndefined();
  for (const name of ['CORS_ORIGINS', 'TEXT_ORIGINS', 'JWT_SECRET', 'SMTP_URL']) expect(development[name]).toBe(production[name]);
});
