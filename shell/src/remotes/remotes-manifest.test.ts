import { parseRemotesManifest } from './remotes-manifest';

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
