/** Which part of the page a script URL belongs to: a remote by its origin, the shell by the page's. */
export type SourceOf = (url: string | undefined | null) => string | null;

const originOf = (url: string) => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

/** From the remotes manifest (remote -> its mf-manifest.json URL): every remote is served from its own origin. */
export function sourceAttribution(remoteManifestUrls: Readonly<Record<string, string | undefined>>, shellOrigin: string): SourceOf {
  const byOrigin = new Map<string, string>([[shellOrigin, 'shell']]);
  for (const [remote, manifestUrl] of Object.entries(remoteManifestUrls)) {
    const origin = manifestUrl ? originOf(manifestUrl) : null;
    if (origin && origin !== shellOrigin) byOrigin.set(origin, remote);
  }
  return (url) => {
    if (!url) return null;
    const origin = originOf(url);
    return origin ? (byOrigin.get(origin) ?? null) : null;
  };
}

/** The first script URL of an error's stack whose source is known. */
export function sourceOfStack(stack: string | undefined, sourceOf: SourceOf): string | null {
  for (const [url] of (stack ?? '').matchAll(/https?:\/\/[^\s)]+?\.js/g)) {
    const source = sourceOf(url);
    if (source) return source;
  }
  return null;
}

const SLOT_CLASS_PREFIX = 'klob-remote-slot--';
/**
 * The class a mounted unit's wrapper carries to name its remote (single-spa-react's Parcel takes a class
 * name, not attributes); a slot still loading carries `data-remote-slot`. Neither adds a box to the page.
 */
export const slotClassOf = (remote: string) => `${SLOT_CLASS_PREFIX}${remote}`;

/** The remote whose slot holds a node, else the shell's page. */
export function sourceOfNode(node: Node | null | undefined): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const slot = element?.closest(`[data-remote-slot], [class*="${SLOT_CLASS_PREFIX}"]`);
  if (!slot) return 'shell';
  const named = slot.getAttribute('data-remote-slot');
  if (named) return named;
  const slotClass = [...slot.classList].find((name) => name.startsWith(SLOT_CLASS_PREFIX));
  return slotClass ? slotClass.slice(SLOT_CLASS_PREFIX.length) : 'shell';
}
