import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import { loadUnitModule, registerRemotesFromManifest, registeredRemotes } from './federation';

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

test('a remote that hangs fails after the unit load timeout, and the timer is cleared when a load answers', async () => {
  jest.useFakeTimers();
  try {
    load.mockReturnValueOnce(new Promise(() => undefined));
    const loading = loadUnitModule({ remote: 'mf_chat', unit: 'build-info' });
    const failed = expect(loading).rejects.toThrow(`mf_chat/build-info did not load within ${UNIT_LOAD_TIMEOUT_MS} ms`);
    jest.advanceTimersByTime(UNIT_LOAD_TIMEOUT_MS);
    await failed;

    load.mockResolvedValue({ default: 'lifecycles' });
    await expect(loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' })).resolves.toBe('lifecycles');
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

test('a retry after the limit waits on the same slow load instead of starting another, and gets it when it arrives', async () => {
  jest.useFakeTimers();
  try {
    let answer: (module: unknown) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' });
    const gaveUp = expect(first).rejects.toThrow('did not load within');
    jest.advanceTimersByTime(UNIT_LOAD_TIMEOUT_MS);
    await gaveUp;

    const retry = loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' });
    answer({ default: 'late lifecycles' });
    await expect(retry).resolves.toBe('late lifecycles');
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed load is forgotten: the next load asks the runtime again (which fetches only what failed)', async () => {
  load.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: 'lifecycles' });
  await expect(loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' })).rejects.toThrow('down');
  await expect(loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' })).resolves.toBe('lifecycles');
  expect(load).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});
