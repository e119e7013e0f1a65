/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import klobFederationPlugin from './federation-runtime-plugin';
import { setRemoteStates } from './remote-state-store';
import { REMOTE_FETCH_RETRY_DELAY_MS, REMOTE_FETCH_RETRY_TIMES } from './constants';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type LoadEntryErrorHook = (args: Record<string, unknown>) => Promise<unknown>;

const MANIFEST_URL = 'http://localhost:3002/mf-manifest.json';
const manifest = () => new Response(JSON.stringify({ metaData: {}, exposes: [], shared: [] }));

const realFetch = globalThis.fetch;
let fetchSpy: jest.Mock<Promise<Response>, [string, RequestInit]>;
beforeEach(() => {
  fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const fetchHook = (options?: Parameters<typeof klobFederationPlugin>[0]) => klobFederationPlugin(options).fetch as FetchHook;

/** Lets the plugin's awaited steps run between timer advances. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

test('a failed manifest fetch is retried after the configured delay, and no sooner', async () => {
  jest.useFakeTimers();
  fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(manifest());
  const answer = fetchHook()(MANIFEST_URL, {});
  await settle();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(REMOTE_FETCH_RETRY_DELAY_MS - 1);
  await settle();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await settle();
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  await expect(answer).resolves.toBeInstanceOf(Response);
});

test('after the retries the last failure rejects; each fetch carries a time limit', async () => {
  fetchSpy.mockResolvedValue(new Response('down', { status: 503 }));
  await expect(fetchHook({ retryDelayMs: 1 })(MANIFEST_URL, {})).rejects.toThrow(`${MANIFEST_URL} answered 503`);
  expect(fetchSpy).toHaveBeenCalledTimes(1 + REMOTE_FETCH_RETRY_TIMES);
  expect(fetchSpy.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
});

test('a malformed manifest is a failure of the fetch (so the runtime forgets it and a retry can recover)', async () => {
  fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ hello: 'world' })));
  await expect(fetchHook({ retryTimes: 0 })(MANIFEST_URL, {})).rejects.toThrow(
    'is not a federation manifest (no metaData, exposes, shared)',
  );
});

test('a failed entry script is loaded again after the delay; the failure is not logged by the plugin', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const entry = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue(entry);
  const globalLoading: Record<string, unknown> = { 'mf_chat:entry': Promise.resolve() };
  const hook = klobFederationPlugin({ retryDelayMs: 1 }).loadEntryError as LoadEntryErrorHook;
  await expect(hook({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'mf_chat:entry' })).resolves.toBe(entry);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  expect(globalLoading).toEqual({});
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

test('errorLoadRemote adds no log line and lets the failure reach the slot', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const hook = klobFederationPlugin().errorLoadRemote as (args: unknown) => unknown;
  expect(hook({ id: 'mf_chat/community-popup', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

describe('entry integrity', () => {
  type CreateScriptHook = (args: { url: string; attrs: Record<string, unknown>; remoteInfo?: { name: string; entry: string } }) => unknown;
  const ENTRY_URL = 'http://localhost:3003/remoteEntry.js';
  const ENTRY_BYTES = 'var mf_search;';
  const integrityOfBytes = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  const remoteInfo = { name: 'mf_search', entry: ENTRY_URL };
  afterEach(() => setRemoteStates({}));

  test("the entry script of a remote with a recorded hash carries it (Subresource Integrity); its chunks and other remotes' entries do not", () => {
    const integrity = integrityOfBytes(ENTRY_BYTES);
    setRemoteStates({ mf_search: { integrity } });
    const createScript = klobFederationPlugin().createScript as CreateScriptHook;
    const entryAttrs: Record<string, unknown> = {};
    createScript({ url: `${ENTRY_URL}?t=1`, attrs: entryAttrs, remoteInfo });
    expect(entryAttrs).toEqual({ integrity, crossorigin: 'anonymous' });

    const chunkAttrs: Record<string, unknown> = {};
    createScript({ url: 'http://localhost:3003/181.7ebaf21d8b.js', attrs: chunkAttrs, remoteInfo });
    const otherAttrs: Record<string, unknown> = {};
    createScript({
      url: 'http://localhost:3002/remoteEntry.js',
      attrs: otherAttrs,
      remoteInfo: { name: 'mf_chat', entry: 'http://localhost:3002/remoteEntry.js' },
    });
    expect([chunkAttrs, otherAttrs]).toEqual([{}, {}]);
  });

  test('an entry refused for its hash is not retried, and the reason names both hashes', async () => {
    const recorded = integrityOfBytes(ENTRY_BYTES);
    setRemoteStates({ mf_search: { integrity: recorded } });
    fetchSpy.mockImplementation(async () => new Response('alert("changed by hand");'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getRemoteEntry = jest.fn();
    const loadEntryError = klobFederationPlugin({ retryDelayMs: 1 }).loadEntryError as unknown as LoadEntryErrorHook;
    await expect(loadEntryError({ getRemoteEntry, remoteInfo, globalLoading: {}, uniqueKey: ENTRY_URL })).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      `[klob] mf_search: its entry ${ENTRY_URL} was refused: its bytes do not match the hash in the remotes manifest (expected ${recorded}, served ${integrityOfBytes('alert("changed by hand");')})`,
    );
    error.mockRestore();
  });
});
