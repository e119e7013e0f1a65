import { fetchEnvironmentConfig, RUNTIME_FILE_TIMEOUT_MS } from './environment-config';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('the environment is read at start-up; the api is always the shell origin', async () => {
  globalThis.fetch = answer(200, { environment: 'production' });
  await expect(fetchEnvironmentConfig()).resolves.toEqual({
    environment: 'production',
    apiBaseUrl: window.location.origin,
    socketUrl: window.location.origin,
    signInProviders: {},
  });
});

test('issue 6: whatever else the file holds, no credential reaches the services config', async () => {
  globalThis.fetch = answer(200, { environment: 'test', chatBasicAuth: { user: 'ops', password: 'secret' } });
  const config = await fetchEnvironmentConfig();
  expect(config).toEqual({
    environment: 'test',
    apiBaseUrl: window.location.origin,
    socketUrl: window.location.origin,
    signInProviders: {},
  });
  expect(JSON.stringify(config)).not.toContain('secret');
});

test('without a valid environment file the page still starts, as production', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = answer(404, null);
  await expect(fetchEnvironmentConfig()).resolves.toEqual({
    environment: 'production',
    apiBaseUrl: window.location.origin,
    socketUrl: window.location.origin,
    signInProviders: {},
  });
  globalThis.fetch = answer(200, { environment: 'staging' });
  await expect(fetchEnvironmentConfig()).resolves.toMatchObject({ environment: 'production' });
  expect(logged).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});

test('a hanging environment file is given up after RUNTIME_FILE_TIMEOUT_MS: the page starts with the defaults', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.useFakeTimers();
  try {
    globalThis.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    const config = fetchEnvironmentConfig();
    await jest.advanceTimersByTimeAsync(RUNTIME_FILE_TIMEOUT_MS);
    await expect(config).resolves.toEqual({
      apiBaseUrl: window.location.origin,
      socketUrl: window.location.origin,
      environment: 'production',
      signInProviders: {},
    });
    expect(logged).toHaveBeenCalledWith('[klob] run-time environment could not be read', expect.objectContaining({ name: 'TimeoutError' }));
  } finally {
    jest.useRealTimers();
    logged.mockRestore();
  }
});

test('the sign-in providers of the environment are read; a URL that is neither a same-site path nor http(s) is dropped', async () => {
  globalThis.fetch = answer(200, {
    environment: 'production',
    signInProviders: { linkedin: '/dev/oauth/linkedin/authorize', sso: 'javascript:alert(1)', github: 'https://github.com/login' },
  });
  await expect(fetchEnvironmentConfig()).resolves.toMatchObject({ signInProviders: { linkedin: '/dev/oauth/linkedin/authorize' } });
  globalThis.fetch = answer(200, { environment: 'production', signInProviders: { sso: '//evil.example/authorize' } });
  await expect(fetchEnvironmentConfig()).resolves.toMatchObject({ signInProviders: {} });
  globalThis.fetch = answer(200, { environment: 'production', signInProviders: { sso: 'https://sso.example/authorize' } });
  await expect(fetchEnvironmentConfig()).resolves.toMatchObject({ signInProviders: { sso: 'https://sso.example/authorize' } });
});

test('routeSet reduced is read (spec 1 §2.6 reduced route set); any other value leaves every route', async () => {
  globalThis.fetch = answer(200, { environment: 'production', routeSet: 'reduced' });
  await expect(fetchEnvironmentConfig()).resolves.toMatchObject({ routeSet: 'reduced' });
  globalThis.fetch = answer(200, { environment: 'production', routeSet: 'everything' });
  await expect(fetchEnvironmentConfig()).resolves.not.toHaveProperty('routeSet');
});
