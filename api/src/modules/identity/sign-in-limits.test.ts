import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import bcrypt from 'bcryptjs';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { loadConfig } from '../../config.js';
import { setUpTestApi } from '../../testing/index.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';

const [klobber] = demoUsers;
/** The per-client budget a deployment gets without AUTH_CLIENT_RATE_LIMIT_PER_MIN. */
const DEFAULT_CLIENT_BUDGET = loadConfig({}, {}).authClientRateLimitPerMinute;
const SPRAYED_ACCOUNTS = 40;

// Requests come from the loopback address, which the api trusts as a proxy: X-Forwarded-For names the client.
const running = setUpTestApi({ config: { authClientRateLimitPerMinute: DEFAULT_CLIENT_BUDGET } });
const fromClient = (client: string) => ({ 'x-forwarded-for': client });
const login = (email: string, client: string, password = 'Salah#2026') =>
  running.call('POST', IDENTITY_PATHS.loginEmail, { body: { email, password }, headers: fromClient(client) });

describe('limits per client address (issue 6: spraying)', () => {
  test(`${SPRAYED_ACCOUNTS} different emails from one client are refused past the per-client budget`, async () => {
    const statuses: number[] = [];
    for (let account = 0; account < SPRAYED_ACCOUNTS; account++) {
      statuses.push((await login(`spray-${account}@example.id`, '198.51.100.10')).httpStatus);
    }
    expect(statuses.slice(0, DEFAULT_CLIENT_BUDGET).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(DEFAULT_CLIENT_BUDGET)).toEqual(Array(SPRAYED_ACCOUNTS - DEFAULT_CLIENT_BUDGET).fill(429));
    const limited = await login(klobber.email, '198.51.100.10', DEMO_PASSWORD);
    expect(limited.body.code).toBe(ACCESS_ERROR_CODES.rateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  test('another client behind the same proxy is counted apart and signs in', async () => {
    expect((await login(klobber.email, '198.51.100.11', DEMO_PASSWORD)).httpStatus).toBe(200);
  });

  test('the lookup and the refresh have their own per-client budgets', async () => {
    const lookup = (client: string) =>
      running.call('GET', IDENTITY_PATHS.findByEmailLogin, { query: { emailLogin: 'who@example.id' }, headers: fromClient(client) });
    const refresh = (client: string) =>
      running.call('POST', IDENTITY_PATHS.refreshToken, { body: { refreshToken: 'guess' }, headers: fromClient(client) });
    for (let call = 0; call < DEFAULT_CLIENT_BUDGET; call++) {
      expect((await lookup('198.51.100.12')).httpStatus).toBe(200);
      expect((await refresh('198.51.100.12')).httpStatus).toBe(401);
    }
    expect((await lookup('198.51.100.12')).httpStatus).toBe(429);
    expect((await refresh('198.51.100.12')).httpStatus).toBe(429);
  }, 60_000);
});

describe('an unknown email costs what a wrong password costs (issue 6)', () => {
  afterEach(() => jest.restoreAllMocks());

  test('both compare the password with a bcrypt hash before answering', async () => {
    const compare = jest.spyOn(bcrypt, 'compare');
    expect((await login('nobody-here@example.id', '198.51.100.20')).httpStatus).toBe(404);
    expect(compare).toHaveBeenCalledTimes(1);
    expect((await login(klobber.email, '198.51.100.20')).httpStatus).toBe(401);
    expect(compare).toHaveBeenCalledTimes(2);
    // Same cost: the stand-in hash has the rounds of a real one.
    const [unknownHash, knownHash] = compare.mock.calls.map((call) => String(call[1]));
    expect(bcrypt.getRounds(unknownHash ?? '')).toBe(bcrypt.getRounds(knownHash ?? ''));
  });
});
