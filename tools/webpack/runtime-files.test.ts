import { runtimeEnvironment, runtimeFilesOf } from './runtime-files';

test('issue 6: /environment.json names the environment and holds no credential, even when the chat credentials are set', () => {
  const previous = { user: process.env.CHAT_BASIC_USER, password: process.env.CHAT_BASIC_PASSWORD, env: process.env.KLOB_RUNTIME_ENV };
  Object.assign(process.env, { CHAT_BASIC_USER: 'ops', CHAT_BASIC_PASSWORD: 'chat-secret', KLOB_RUNTIME_ENV: 'test' });
  try {
    const served = runtimeFilesOf('host', 'local', '/unused')['/environment.json']!();
    expect(served).toEqual({ environment: 'test', signInProviders: {} });
    expect(JSON.stringify(served)).not.toMatch(/ops|chat-secret/);
  } finally {
    for (const [name, value] of [
      ['CHAT_BASIC_USER', previous.user],
      ['CHAT_BASIC_PASSWORD', previous.password],
      ['KLOB_RUNTIME_ENV', previous.env],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  expect(runtimeEnvironment({}).environment).toBe('production');
});

test("the local remotes manifest follows this machine's ports", () => {
  const files = runtimeFilesOf('host', 'local', '/unused');
  const previous = process.env.MF_CHAT_PORT;
  process.env.MF_CHAT_PORT = '3902';
  try {
    expect(files['/remotes.json']!()).toMatchObject({ mf_chat: 'http://localhost:3902/mf-manifest.json' });
  } finally {
    if (previous === undefined) delete process.env.MF_CHAT_PORT;
    else process.env.MF_CHAT_PORT = previous;
  }
});

test('the sign-in providers come from SIGN_IN_LINKEDIN_URL and SIGN_IN_SSO_URL; an unset one has no entry', () => {
  expect(runtimeEnvironment({ SIGN_IN_LINKEDIN_URL: '/dev/oauth/linkedin/authorize' }).signInProviders).toEqual({
    linkedin: '/dev/oauth/linkedin/authorize',
  });
  expect(runtimeEnvironment({}).signInProviders).toEqual({});
});

test('KLOB_ROUTE_SET=reduced names the reduced route set (spec 1 §2.6); anything else leaves it out', () => {
  expect(runtimeEnvironment({ KLOB_ROUTE_SET: 'reduced' }).routeSet).toBe('reduced');
  expect(runtimeEnvironment({ KLOB_ROUTE_SET: 'full' })).not.toHaveProperty('routeSet');
});
