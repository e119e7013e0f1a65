import { translationProblems, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

test.each(Object.entries(publishedTexts))(
  'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
  (_namespace, translations) => {
    expect(translationProblems(translations)).toEqual([]);
  },
);

describe('texts the specs quote are published exactly in Indonesian (the default language)', () => {
  test.each([
    ['chat', 'conversation.emptyMessage', 'Yuk, Tulis pesan kamu dahulu'],
    ['chat', 'connection.offlineTitle', 'Koneksi internet kamu terganggu!'],
    ['chat', 'failure.messages', 'Gagal Menampilakan Pesan'],
    ['chat', 'failure.refreshChat', 'Refresh chat'],
    ['chat', 'failure.history', 'Gagal Menampilkan History Chat'],
    ['chat', 'failure.refreshHistory', 'Refresh History'],
    ['chat', 'noFeature.message', 'Perusahaan tidak memiliki layanan chat dengan user!'],
    ['chat', 'roles.chatAsAdmin', 'chat as admin'],
  ] as const)('%s %s is %p', (namespace, path, expected) => {
    expect(translationText(publishedTexts[namespace], path)).toBe(expected);
  });
});
