import { runtimeEnvironment, runtimeFilesOf } from './runtime-files';

test('the run-time environment takes the chat credentials from the same variables as the api', () => {
  expect(runtimeEnvironment({ CHAT_BASIC_USER: 'ops', CHAT_BASIC_PASSWORD: 'secret', KLOB_RUNTIME_ENV: 'test' })).toEqual({
    environment: 'test',
    chatBasicAuth: { user: 'ops', password: 'secret' },
  });
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
