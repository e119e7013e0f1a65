import { publishedTextFiles } from './publish-texts';

const CHAT = { id: { send: 'Kirim', failure: { retry: 'Coba lagi' } }, en: { send: 'Send', failure: { retry: 'Try again' } } };

test('issue 23: a build publishes each namespace per language and an index naming the namespaces and the build', () => {
  const files = publishedTextFiles('mf_chat', { chat: CHAT, community: { id: { open: 'Buka' }, en: { open: 'Open' } } });
  expect(Object.keys(files).sort()).toEqual([
    'locales/en/chat.json',
    'locales/en/community.json',
    'locales/id/chat.json',
    'locales/id/community.json',
    'locales/index.json',
  ]);
  expect(JSON.parse(files['locales/en/chat.json']!)).toEqual(CHAT.en);
  const index = JSON.parse(files['locales/index.json']!);
  expect(index).toEqual({ app: 'mf_chat', buildId: expect.stringMatching(/^[0-9a-f]{16}$/), namespaces: ['chat', 'community'] });
});

test('the build id follows the texts: the same texts give the same files, a changed text another id', () => {
  const once = publishedTextFiles('mf_chat', { chat: CHAT });
  expect(publishedTextFiles('mf_chat', { chat: CHAT })).toEqual(once);
  const changed = publishedTextFiles('mf_chat', { chat: { ...CHAT, en: { ...CHAT.en, send: 'Send it' } } });
  expect(JSON.parse(changed['locales/index.json']!).buildId).not.toBe(JSON.parse(once['locales/index.json']!).buildId);
});

test('a namespace the api could not serve fails the build, naming it', () => {
  expect(() => publishedTextFiles('mf_chat', { Chat_Widget: CHAT })).toThrow("mf_chat: 'Chat_Widget' is not a namespace name");
});
