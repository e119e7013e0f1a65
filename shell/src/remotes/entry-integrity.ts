/**
 * The entry hash check of a remote: /remotes.json gives the hash ops recorded when they deployed it
 * (tools/deploy), the entry script carries it (Subresource Integrity), and when the browser refuses the
 * script the shell fetches the bytes once to say why.
 */

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The entry's file name in every remote's build (tools/deploy checks it). */
const ENTRY_FILE = 'remoteEntry.js';

/** The script is the remote's entry (not one of its chunks): its entry URL, or its origin's remoteEntry.js when the remote is known by its manifest. */
export function isEntryScript(url: string, entry: string | undefined): boolean {
  if (entry === undefined) return false;
  const base = typeof document === 'undefined' ? undefined : document.baseURI;
  const script = new URL(withoutQuery(url), base);
  const remote = new URL(withoutQuery(entry), base);
  return script.href === remote.href || (script.origin === remote.origin && script.pathname.endsWith(`/${ENTRY_FILE}`));
}

/** The Subresource Integrity value of some bytes, in the algorithm `integrity` names. */
export async function integrityOf(bytes: ArrayBuffer, algorithm: keyof typeof ALGORITHMS): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(ALGORITHMS[algorithm], bytes));
  return `${algorithm}-${btoa(String.fromCharCode(...digest))}`;
}

/** Why the entry at `url` does not match `integrity`, or null when it does (or cannot be fetched: then it failed for another reason). */
export async function entryMismatchOf(url: string, integrity: string): Promise<string | null> {
  const algorithm = integrity.split('-')[0] as keyof typeof ALGORITHMS;
  if (!(algorithm in ALGORITHMS)) return `its entry ${url} was refused: the remotes manifest gives an unknown hash '${integrity}'`;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const served = await integrityOf(await response.arrayBuffer(), algorithm);
    if (served === integrity) return null;
    return `its entry ${url} was refused: its bytes do not match the hash in the remotes manifest (expected ${integrity}, served ${served})`;
  } catch {
    return null;
  }
}
