import { cacheControlFor, LONG_CACHE, NO_CACHE } from './cache-policy';

test('hashed assets are cached for a year', () => {
  expect(cacheControlFor('/dist/946.27e0faed2f.js')).toBe(LONG_CACHE);
  expect(cacheControlFor('/dist/assets/coming-soon.1a2b3c4d5e.svg')).toBe(LONG_CACHE);
});

test('entries, manifests and the remotes manifest are never served stale', () => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'remotes.local.json', 'index.html']) {
    expect(cacheControlFor(`/dist/${file}`)).toBe(NO_CACHE);
  }
});
