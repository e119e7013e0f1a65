/**
 * The distinct loaded providers ('<version> from <app>') of each package over the share scopes of every
 * federation instance in the page: each instance lists what it uses, so one shared copy appears once.
 */
export function loadedProviders(packages: readonly string[]): Record<string, string[]> {
  type Provider = { from?: string; loaded?: boolean };
  const shareScopes = (
    window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Provider>>>> } }
  ).__FEDERATION__?.__SHARE__;
  const found: Record<string, string[]> = Object.fromEntries(packages.map((name) => [name, []]));
  for (const scopes of Object.values(shareScopes ?? {})) {
    for (const sharedPackages of Object.values(scopes)) {
      for (const name of packages) {
        for (const [version, provider] of Object.entries(sharedPackages[name] ?? {})) {
          const description = `${version} from ${provider.from}`;
          if (provider.loaded && !found[name]!.includes(description)) found[name]!.push(description);
        }
      }
    }
  }
  return found;
}
