/**
 * @jest-environment node
 */
import klobFederationPlugin from './federation-runtime-plugin';

test('manifest fetches carry a timeout signal, through the retry plugin', async () => {
  const fetchSpy = jest.fn<Promise<Response>, [string, RequestInit]>(async () => new Response('{}'));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  try {
    const plugin = klobFederationPlugin();
    await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://localhost:3002/mf-manifest.json', {});
    expect(fetchSpy).toHaveBeenCalled();
    expect(fetchSpy.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('errorLoadRemote reports which remote failed in which step and lets the failure reach the slot', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const plugin = klobFederationPlugin();
  const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
  expect(hook({ id: 'mf_chat/community-popup', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
  expect(logged).toHaveBeenCalledWith("[klob] remote 'mf_chat/community-popup' failed during afterResolve", expect.any(Error));
  logged.mockRestore();
});
