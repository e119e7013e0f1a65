/**
 * @jest-environment node
 */
import klobFederationPlugin from './federation-runtime-plugin';
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
