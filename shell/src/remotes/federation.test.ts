import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import { loadUnitModule, registerRemotesFromManifest, registeredRemotes, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({})),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

const MANIFEST = { mf_chat: 'http://localhost:3002/mf-manifest.json' };

beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  load.mockReset();
  registerRemotesFromManifest(MANIFEST);
});

test('the remotes of the manifest are registered with the federation runtime at start', () => {
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: MANIFEST.mf_chat, alias: 'mf_chat' }]);
  expect(registeredRemotes()).toEqual(MANIFEST);
});

test('registering fails loudly when the build did not create the federation runtime', () => {
  jest.mocked(getInstance).mockReturnValueOnce(null as never);
  expect(() => registerRemotesFromManifest(MANIFEST)).toThrow('Module Federation runtime is not initialised');
});

test("a unit's module is loaded by its federation id, default export first", async () => {
  load.mockResolvedValue({ default: 'lifecycles' });
  await expect(loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' })).resolves.toBe('lifecycles');
  expect(load).toHaveBeenCalledWith('mf_chat/community-popup');
});

test('a remote missing from the manifest fails at once, naming it', async () => {
  await expect(loadUnitModule({ remote: 'mf_forms', unit: 'build-info' })).rejects.toThrow(
    "remote 'mf_forms' is not in the remotes manifest",
  );
  expect(load).not.toHaveBeenCalled();
});

test('a remote that loads nothing (404 answered by a fallback) is a failure', async () => {
  load.mockResolvedValue(null);
  await expect(loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' })).rejects.toThrow('mf_chat/community-popup loaded nothing');
});

test('a remote that hangs fails after the unit load timeout', async () => {
  jest.useFakeTimers();
  try {
    load.mockReturnValue(new Promise(() => undefined));
    const loading = loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' });
    jest.advanceTimersByTime(UNIT_LOAD_TIMEOUT_MS);
    await expect(loading).rejects.toThrow(`mf_chat/community-popup did not load within ${UNIT_LOAD_TIMEOUT_MS} ms`);
  } finally {
    jest.useRealTimers();
  }
});

test('retry makes the runtime forget the remote, so its manifest and entry are fetched afresh', () => {
  resetRemote('mf_chat');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_chat', entry: MANIFEST.mf_chat, alias: 'mf_chat' }], { force: true });
});
