import { corsOriginsEnv, platformOrigins, portsFromEnv, portsWithOffset, textOriginsEnv } from './platform-ports';

test("the api's CORS origins are exactly the shell's and the remotes' origins of the ports given, never the api's own", () => {
  const origins = platformOrigins(portsWithOffset(600));
  expect(origins).toEqual([3600, 3601, 3602, 3603, 3604, 3605].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
  expect(corsOriginsEnv(portsWithOffset(600)).CORS_ORIGINS.split(',')).toEqual(origins);
});

test('the ports of pnpm start follow the <NAME>_PORT variables', () => {
  expect(portsFromEnv({ SHELL_PORT: '8080' })).toMatchObject({ shell: 8080, mf_chat: 3002, api: 4000 });
});

test("issue 23: the api reads published texts from every app's own server, shell first", () => {
  expect(textOriginsEnv(portsWithOffset(200)).TEXT_ORIGINS.split(',')).toEqual(
    [3200, 3201, 3202, 3203, 3204, 3205].map((port) => `http://127.0.0.1:${port}`),
  );
});
