import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, MIN_JWT_SECRET_LENGTH } from './config.js';

const PRODUCTION_SECRETS = {
  JWT_SECRET: 'j'.repeat(MIN_JWT_SECRET_LENGTH),
  CHAT_BASIC_USER: 'chat-ops',
  CHAT_BASIC_PASSWORD: 'p'.repeat(24),
};

describe('secrets in production (issue 6: no default secret anywhere)', () => {
  test.each(Object.keys(PRODUCTION_SECRETS))('without %s the configuration is refused, naming it', (missing) => {
    const env: Record<string, string> = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
    delete env[missing];
    expect(() => loadConfig({}, env)).toThrow(ConfigError);
    expect(() => loadConfig({}, env)).toThrow(`${missing} is not set`);
  });

  test(`a JWT_SECRET shorter than ${MIN_JWT_SECRET_LENGTH} characters is refused`, () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production', ...PRODUCTION_SECRETS, JWT_SECRET: 'short' })).toThrow(/at least/);
  });

  test('with every secret set the configuration uses them', () => {
    const config = loadConfig({}, { NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(config.jwtSecret).toBe(PRODUCTION_SECRETS.JWT_SECRET);
    expect(config.chatBasicAuth).toEqual({ user: PRODUCTION_SECRETS.CHAT_BASIC_USER, password: PRODUCTION_SECRETS.CHAT_BASIC_PASSWORD });
  });

  test('outside production a missing secret is a random one of this run only, and the start-up log says so', () => {
    const first = loadConfig({}, {});
    const second = loadConfig({}, {});
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(MIN_JWT_SECRET_LENGTH);
    expect(first.chatBasicAuth.password).not.toBe(second.chatBasicAuth.password);
    expect(first.startupNotes.join('\n')).toContain('JWT_SECRET is not set');
  });

  test('the api started with NODE_ENV=production and no secrets exits with a clear message', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-api-config-'));
    try {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      const started = spawnSync(process.execPath, [tsx, path.join(import.meta.dirname, 'main.ts')], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', KLOB_DATA_DIR: dataDir, API_PORT: '1' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('Klob api not started: JWT_SECRET is not set');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

test('REFRESH_REUSE_GRACE_S: 10 s by default, 0 turns the grace off', () => {
  expect(loadConfig({}, {}).refreshReuseGraceSeconds).toBe(10);
  expect(loadConfig({}, { REFRESH_REUSE_GRACE_S: '0' }).refreshReuseGraceSeconds).toBe(0);
});

describe('who may name the client address', () => {
  test('by default only a proxy on loopback; TRUST_PROXY names others; true (anyone) is refused', () => {
    expect(loadConfig({}, {}).trustProxy).toBe('loopback');
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({}, { TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({}, { TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('the payment provider (issue 22: the sandbox card must not pay in production)', () => {
  const production = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };

  test('in production there is none unless PAYMENT_PROVIDER=sandbox asks for it, and the start-up log says so', () => {
    expect(loadConfig({}, production).paymentProvider).toBeNull();
    const asked = loadConfig({}, { ...production, PAYMENT_PROVIDER: 'sandbox' });
    expect(asked.paymentProvider).toBe('sandbox');
    expect(asked.startupNotes.join('\n')).toContain('PAYMENT_PROVIDER=sandbox');
  });

  test('outside production the sandbox is the provider; none turns it off; an unknown provider is refused', () => {
    expect(loadConfig({}, {}).paymentProvider).toBe('sandbox');
    expect(loadConfig({}, { PAYMENT_PROVIDER: 'none' }).paymentProvider).toBeNull();
    expect(() => loadConfig({}, { PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
  });
});
