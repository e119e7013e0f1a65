import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import os from 'node:os';
import { loadConfig } from '../../config.js';
import { API_START_TIMEOUT_MS, callApi, setUpTestApi, startTestApi } from '../../testing/index.js';
import { newUserBody, uniqueEmail } from './sign-up-test-support.js';

/** An address of this machine that is not loopback, if it has one (a connection to it has that address as peer). */
const outwardAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const mailboxQuery = (email: string) => ({ query: { email } });

describe('the dev mailbox asked for (DEV_MAILBOX=1 outside production)', () => {
  // Listens on every address, so that a caller from another address can be tried.
  const running = setUpTestApi({ config: { host: '0.0.0.0' } });

  test('answers a caller on this machine', async () => {
    const email = uniqueEmail('local');
    await running.call('POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
    const answer = await running.call('GET', IDENTITY_PATHS.devMailbox, mailboxQuery(email));
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result[0].code).toMatch(/^\d{6}$/);
  });

  test('refuses a browser the proxy forwards from another address (X-Forwarded-For from the trusted loopback proxy)', async () => {
    const answer = await running.call('GET', IDENTITY_PATHS.devMailbox, {
      ...mailboxQuery('hr@klob.id'),
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
    expect(answer.body.result).toBeNull();
  });

  (outwardAddress ? test : test.skip)(
    `refuses a connection from a non-loopback address (${outwardAddress ?? 'none on this machine'})`,
    async () => {
      const port = new URL(running.baseUrl).port;
      const remote = { api: running.api, baseUrl: `http://${outwardAddress}:${port}` };
      const answer = await callApi(remote, 'GET', IDENTITY_PATHS.devMailbox, mailboxQuery('hr@klob.id'));
      expect(answer.httpStatus).toBe(403);
      expect(answer.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
      // Even when it claims to be loopback: a header from an untrusted peer is ignored.
      const spoofed = await callApi(remote, 'GET', IDENTITY_PATHS.devMailbox, {
        ...mailboxQuery('hr@klob.id'),
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.httpStatus).toBe(403);
    },
  );
});

describe('the dev mailbox not asked for', () => {
  test(
    'without DEV_MAILBOX=1 GET /dev/mailbox answers 404 while sign-up still works',
    async () => {
      expect(loadConfig({}, { NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32) }).devMailbox).toBe(false);
      const quiet = await startTestApi({ config: { devMailbox: false } });
      try {
        const email = uniqueEmail('quiet');
        expect((await callApi(quiet, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) })).httpStatus).toBe(200);
        expect((await callApi(quiet, 'GET', IDENTITY_PATHS.devMailbox, mailboxQuery(email))).httpStatus).toBe(404);
      } finally {
        await quiet.stop();
      }
      // A second api inside the test: its start (seeding, bcrypt) takes seconds on a busy machine.
    },
    API_START_TIMEOUT_MS,
  );

  test(
    'in production DEV_MAILBOX=1 is ignored, says so, and GET /dev/mailbox answers 404',
    async () => {
      const productionEnv = {
        NODE_ENV: 'production',
        DEV_MAILBOX: '1',
        JWT_SECRET: 'x'.repeat(32),
        CHAT_BASIC_USER: 'ops',
        CHAT_BASIC_PASSWORD: 'y'.repeat(24),
      };
      const config = loadConfig({}, productionEnv);
      expect(config.devMailbox).toBe(false);
      expect(config.startupNotes.join('\n')).toContain('DEV_MAILBOX=1 ignored');
      const production = await startTestApi({ config: { production: true, devMailbox: config.devMailbox } });
      try {
        expect((await callApi(production, 'GET', IDENTITY_PATHS.devMailbox, mailboxQuery('hr@klob.id'))).httpStatus).toBe(404);
      } finally {
        await production.stop();
      }
    },
    API_START_TIMEOUT_MS,
  );

  test('a production api with the mailbox forced on does not start', () => {
    expect(() =>
      loadConfig({ production: true, devMailbox: true, jwtSecret: 'x'.repeat(32), chatBasicAuth: { user: 'a', password: 'b' } }),
    ).toThrow(/dev mailbox/);
  });
});
