import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSecretsEnv, LOCAL_SECRETS_FILE, localSecretsIn } from './local-secrets';

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'klob-secrets-')), 'data');
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

test('the first start generates random secrets in the data folder, readable by its owner only', () => {
  const secrets = localSecretsIn(dataDir);
  expect(secrets.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  expect(secrets.CHAT_BASIC_PASSWORD.length).toBeGreaterThanOrEqual(24);
  const file = path.join(dataDir, LOCAL_SECRETS_FILE);
  expect(fs.statSync(file).mode & 0o077).toBe(0);
  const elsewhere = path.join(path.dirname(dataDir), 'other');
  expect(localSecretsIn(elsewhere).JWT_SECRET).not.toBe(secrets.JWT_SECRET);
});

test('later starts reuse them, so sessions survive a restart', () => {
  expect(localSecretsIn(dataDir)).toEqual(localSecretsIn(dataDir));
});

test('a secret set in the environment wins over the file', () => {
  const secrets = apiSecretsEnv(dataDir, { JWT_SECRET: 'from-the-deployment-'.repeat(2) });
  expect(secrets.JWT_SECRET).toBe('from-the-deployment-'.repeat(2));
  expect(secrets.CHAT_BASIC_USER).toBe(localSecretsIn(dataDir).CHAT_BASIC_USER);
});
