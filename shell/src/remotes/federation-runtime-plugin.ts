import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@klob/shared';
import { REMOTE_FETCH_RETRY_DELAY_MS, REMOTE_FETCH_RETRY_TIMES, REMOTE_FETCH_TIMEOUT_MS } from './constants';
import { entryMismatchOf, isEntryScript } from './entry-integrity';
import { remoteStateOf } from './remote-state-store';

export interface KlobFederationPluginOptions {
  /** Retries after a failed manifest fetch or entry script, each after `retryDelayMs`. */
  retryTimes?: number;
  retryDelayMs?: number;
  /** One manifest fetch is given up after this. */
  fetchTimeoutMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The fields the runtime needs of a federation manifest; without them the runtime would cache the failure. */
const MANIFEST_FIELDS = ['metaData', 'exposes', 'shared'] as const;

async function checkedManifest(response: Response, url: string): Promise<Response> {
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const json: unknown = await response.clone().json();
  const missing = MANIFEST_FIELDS.filter((field) => typeof json !== 'object' || json === null || !(field in json));
  if (missing.length > 0) throw new Error(`${url} is not a federation manifest (no ${missing.join(', ')})`);
  return response;
}

/**
 * The shell's Module Federation runtime plugin (module-federation/core's plugin shape: one function
 * returning named hooks, defaults at the top). It retries what failed — a manifest fetch or a remote
 * entry script — `retryTimes` times after `retryDelayMs`, and gives a manifest fetch up after
 * `fetchTimeoutMs`. It logs nothing: a failure still rejects and the slot that asked logs it once.
 *
 * Integrity: a remote's entry script carries the hash /remotes.json gives for it (Subresource Integrity),
 * so the browser refuses an entry whose bytes differ; that failure is not retried, and its reason is
 * logged once, here, naming both hashes.
 *
 * Why not @module-federation/retry-plugin: the npm registry offers it at 0.17.1 at most, typed against
 * runtime 0.17 (a cast against 2.9.2), with the `{ fetch, script }` options, and its fetch path ignores
 * `retryDelay` (shared/README.md "Time limits").
 */
export default function klobFederationPlugin({
  retryTimes = REMOTE_FETCH_RETRY_TIMES,
  retryDelayMs = REMOTE_FETCH_RETRY_DELAY_MS,
  fetchTimeoutMs = REMOTE_FETCH_TIMEOUT_MS,
}: KlobFederationPluginOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'klob-federation-plugin',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt++) {
        const timeout = AbortSignal.timeout(fetchTimeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        try {
          return await checkedManifest(await globalThis.fetch(url, { ...init, signal }), url);
        } catch (error) {
          if (attempt >= retryTimes || init.signal?.aborted) throw error;
          await wait(retryDelayMs);
        }
      }
    },
    createScript({ url, attrs, remoteInfo }) {
      const integrity = remoteInfo && remoteStateOf(remoteInfo.name as RemoteName).integrity;
      if (!integrity || !attrs || !isEntryScript(url, remoteInfo.entry)) return undefined;
      // The runtime sets these on the script it creates (cross-origin: the remotes answer CORS).
      attrs.integrity = integrity;
      attrs.crossorigin = 'anonymous';
      return undefined;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retryEntry = async () => {
        const integrity = remoteStateOf(remoteInfo.name as RemoteName).integrity;
        const mismatch = integrity ? await entryMismatchOf(remoteInfo.entry, integrity) : null;
        if (mismatch) {
          console.error(`[klob] ${remoteInfo.name}: ${mismatch}`);
          return undefined;
        }
        for (let attempt = 0; attempt < retryTimes; attempt++) {
          await wait(retryDelayMs);
          // The runtime keeps the failed load under this key until the retry replaces it.
          delete globalLoading[uniqueKey];
          const recovered = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).catch(() => undefined);
          if (recovered) return recovered;
        }
        // Nothing recovered: the runtime rejects with the original failure.
        return undefined;
      };
      // The hook's type nests the answer in a second promise; the runtime awaits both.
      return new Promise<ReturnType<typeof retryEntry> | undefined>((resolve) => resolve(retryEntry()));
    },
    errorLoadRemote() {
      return undefined;
    },
  };
}
