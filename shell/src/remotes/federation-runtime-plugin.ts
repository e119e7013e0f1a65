import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_FETCH_RETRY_DELAY_MS, REMOTE_FETCH_RETRY_TIMES, UNIT_LOAD_TIMEOUT_MS } from './constants';

/**
 * The shell's Module Federation runtime plugin: the official retry plugin for
 * manifests and entries, a timeout on manifest fetches, and `errorLoadRemote`
 * reporting which remote failed in which step. The failure itself still
 * rejects, so the unit's slot (RemoteUnit) shows its fallback.
 */
export default function klobFederationPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: REMOTE_FETCH_RETRY_TIMES, retryDelay: REMOTE_FETCH_RETRY_DELAY_MS },
    script: { retryTimes: REMOTE_FETCH_RETRY_TIMES, retryDelay: REMOTE_FETCH_RETRY_DELAY_MS },
  }) as ModuleFederationRuntimePlugin;

  return {
    ...retry,
    name: 'klob-federation-plugin',
    async fetch(url, init) {
      const fetchWithRetry = retry.fetch as ((url: string, init: RequestInit) => Promise<Response>) | undefined;
      const withTimeout = { ...init, signal: AbortSignal.timeout(UNIT_LOAD_TIMEOUT_MS) };
      return fetchWithRetry ? fetchWithRetry(url, withTimeout) : fetch(url, withTimeout);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[klob] remote '${id}' failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
