import { parseRemotesFile, parseRemotesManifest } from './remotes-manifest';

test('a manifest maps each remote to the URL of its mf-manifest.json', () => {
  expect(
    parseRemotesManifest({
      mf_chat: 'http://localhost:3002/mf-manifest.json',
      mf_company_landing: '//cdn.klob.id/landing/mf-manifest.json',
    }),
  ).toEqual({
    mf_chat: 'http://localhost:3002/mf-manifest.json',
    mf_company_landing: '//cdn.klob.id/landing/mf-manifest.json',
  });
});

test('unknown remotes are ignored with a warning, so a newer manifest does not break an older shell', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(parseRemotesManifest({ mf_unknown: 'http://x/mf-manifest.json' })).toEqual({});
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_unknown'));
  warn.mockRestore();
});

test('a relative or missing URL is refused with the remote named', () => {
  expect(() => parseRemotesManifest({ mf_chat: 'mf-manifest.json' })).toThrow("'mf_chat' needs an absolute URL");
  expect(() => parseRemotesManifest({ mf_chat: 42 })).toThrow("'mf_chat'");
  expect(() => parseRemotesManifest([])).toThrow('must be an object');
});

test("a deployed remote's entry hash and kill switch come with its URL; a plain URL has no state", () => {
  const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
  expect(
    parseRemotesFile({
      mf_chat: 'http://localhost:3002/mf-manifest.json',
      mf_search: { entry: 'http://localhost:3003/mf-manifest.json', integrity, disabled: true },
    }),
  ).toEqual({
    manifest: { mf_chat: 'http://localhost:3002/mf-manifest.json', mf_search: 'http://localhost:3003/mf-manifest.json' },
    states: { mf_search: { integrity, disabled: true } },
  });
});

test('an entry hash that is no sha256/384/512 value is refused with the remote named', () => {
  expect(() => parseRemotesFile({ mf_search: { entry: 'http://localhost:3003/mf-manifest.json', integrity: 'md5-x' } })).toThrow(
    "'mf_search' has an integrity that is not a sha256/384/512 hash",
  );
  expect(() => parseRemotesFile({ mf_search: { integrity: 'sha384-abc' } })).toThrow("'mf_search' needs an absolute URL");
});
