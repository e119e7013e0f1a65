import { cacheControlFor, LONG_CACHE, NO_CACHE, SHORT_CACHE } from './cache-policy';

test('hashed assets are cached for a year', () => {
  expect(cacheControlFor('/dist/946.27e0faed2f.js')).toBe(LONG_CACHE);
  expect(cacheControlFor('/dist/assets/coming-soon.1a2b3c4d5e.svg')).toBe(LONG_CACHE);
});

test('entries, manifests and the remotes manifest are never served stale', () => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'remotes.local.json', 'index.html']) {
    expect(cacheControlFor(`/dist/${file}`)).toBe(NO_CACHE);
  }
});

test('issue 23: published texts are cached a few seconds only, so a redeployed text shows at once', () => {
  expect(cacheControlFor('/srv/mf-chat/dist/locales/index.json')).toBe(SHORT_CACHE);
  expect(cacheControlFor('/srv/mf-chat/dist/locales/en/chat.json')).toBe(SHORT_CACHE);
  expect(cacheControlFor('/srv/mf-chat/dist/locales/id/company-landing.json')).toBe(SHORT_CACHE);
  expect(cacheControlFor('/srv/mf-chat/dist/mf-manifest.json')).toBe(NO_CACHE);
});
