import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_FILE, type FirstScreenModule } from '@klob/shared/first-screen/contract';
import { runFirstScreenRenderer } from './run-renderer';

/** A deployed remote's renderer is checked again after this long (a conditional request: unchanged costs a 304). */
export const RENDERER_TTL_MS = 5000;
const FETCH_TIMEOUT_MS = 3000;

/** The shell's own renderer, from its build on this server's disk; read again when the file changes. */
export function shellRendererOf(root: string): () => FirstScreenModule | null {
  const file = path.join(root, FIRST_SCREEN_FILE);
  let loaded: { mtimeMs: number; module: FirstScreenModule } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, module: runFirstScreenRenderer(fs.readFileSync(file, 'utf8'), file, '/') };
    }
    return loaded.module;
  };
}

interface RemoteRenderer {
  checkedAt: number;
  etag: string | null;
  module: FirstScreenModule | null;
}

/**
 * The deployed remotes' renderers, read from their origins beside their manifests (a remote without one renders no
 * first screen). A deploy is followed within RENDERER_TTL_MS; a remote that cannot be read keeps its last good one.
 */
export function remoteRenderersOf(
  manifest: () => Record<string, string>,
  now = Date.now,
): (remote: string) => Promise<FirstScreenModule | null> {
  const known = new Map<string, RemoteRenderer>();
  const reading = new Map<string, Promise<FirstScreenModule | null>>();
  const read = async (remote: string, manifestUrl: string): Promise<FirstScreenModule | null> => {
    const url = new URL(FIRST_SCREEN_FILE, manifestUrl).href;
    const last = known.get(url);
    try {
      // 'no-cache' (revalidate): fetch's default mode sends a conditional request with `Cache-Control: no-cache`, which
      // a static server answers in full, and every check compiled the renderer again (20-80 ms of this server's time).
      const request = () =>
        fetch(url, {
          cache: 'no-cache',
          headers: last?.etag ? { 'If-None-Match': last.etag } : {},
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
      // One more try on a dropped connection: a remote's server busy with a deploy or a burst must not cost the page its first screen.
      const response = await request().catch(() => request());
      if (response.status === 304 && last) {
        known.set(url, { ...last, checkedAt: now() });
        return last.module;
      }
      const module = response.ok ? runFirstScreenRenderer(await response.text(), url, new URL('./', manifestUrl).href) : null;
      known.set(url, { checkedAt: now(), etag: response.headers.get('etag'), module });
      return module;
    } catch (error) {
      console.error(`[klob] the first-screen renderer of ${remote} could not be read: ${(error as Error).message}`);
      if (last) known.set(url, { ...last, checkedAt: now() });
      return last?.module ?? null;
    }
  };
  return async (remote) => {
    const manifestUrl = manifest()[remote];
    if (!manifestUrl) return null;
    const url = new URL(FIRST_SCREEN_FILE, manifestUrl).href;
    const last = known.get(url);
    if (last && now() - last.checkedAt < RENDERER_TTL_MS) return last.module;
    let pending = reading.get(url);
    if (!pending) {
      pending = read(remote, manifestUrl).finally(() => reading.delete(url));
      reading.set(url, pending);
    }
    return pending;
  };
}
