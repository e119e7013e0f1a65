import { LOCALE_NAMESPACES, LOCALE_PATH_PREFIX } from '@klob/shared/api-contract/locale';
import { localizationPath } from '@klob/shared/constants';
import { setUpTestApi } from '../../testing/index.js';
import { translationsByNamespace } from '@klob/shared/translations';

const running = setUpTestApi();

const get = (path: string) => running.call('GET', path);

describe('GET /locale/open/fetch/klob-id/{language}/{namespace}', () => {
  test('S1-7-24 the path alone answers the strings in data[language][namespace]', async () => {
    const answer = await get(`${LOCALE_PATH_PREFIX}/id/shell`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'success', data: { id: { shell: translationsByNamespace.shell.id } } });
    expect(answer.body.data.id.shell.companyToasts.claimAccepted).toBe('Perusahaan Berhasil Diklaim');
  });

  test('S1-7-24 every namespace is served in both languages at the path the shared client builds', async () => {
    for (const namespace of LOCALE_NAMESPACES) {
      for (const language of ['id', 'en'] as const) {
        const answer = await get(localizationPath(language, namespace));
        expect(answer.httpStatus).toBe(200);
        expect(answer.body.data[language][namespace]).toEqual(translationsByNamespace[namespace][language]);
      }
    }
  });

  test('S1-7-25 the other segment order ({namespace}/{language}) answers the same body (DECISIONS #4)', async () => {
    const languageFirst = await get(`${LOCALE_PATH_PREFIX}/en/company-landing`);
    const namespaceFirst = await get(`${LOCALE_PATH_PREFIX}/company-landing/en`);
    expect(namespaceFirst.httpStatus).toBe(200);
    expect(namespaceFirst.body).toEqual(languageFirst.body);
    expect(namespaceFirst.body.data.en['company-landing'].comingSoon.backToKlob).toBe('Back to Klob');
  });

  test('S2-7-09 the chat namespace answers the chat texts, read from data[language].chat', async () => {
    const answer = await get(`${LOCALE_PATH_PREFIX}/id/chat`);
    expect(answer.httpStatus).toBe(200);
    const chat = answer.body.data.id.chat;
    expect(chat.conversation.emptyMessage).toBe('Yuk, Tulis pesan kamu dahulu');
    expect(chat.connection.offlineTitle).toBe('Koneksi internet kamu terganggu!');
    expect(chat.failure).toEqual({
      messages: 'Gagal Menampilakan Pesan',
      refreshChat: 'Refresh chat',
      history: 'Gagal Menampilkan History Chat',
      refreshHistory: 'Refresh History',
    });
    expect(chat.noFeature.message).toBe('Perusahaan tidak memiliki layanan chat dengan user!');
    const english = await get(`${LOCALE_PATH_PREFIX}/en/chat`);
    expect(english.body.data.en.chat.conversation.emptyMessage).toBe('Please write your message first');
  });

  test('S1-7-24 a language other than id or en answers 400 naming the field', async () => {
    const answer = await get(`${LOCALE_PATH_PREFIX}/fr/shell`);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('params.language must be one of id, en');
  });

  test('S1-7-24 an unknown namespace answers 404, in either order', async () => {
    expect((await get(`${LOCALE_PATH_PREFIX}/id/payroll`)).httpStatus).toBe(404);
    const reversed = await get(`${LOCALE_PATH_PREFIX}/payroll/en`);
    expect(reversed.httpStatus).toBe(404);
    expect(reversed.body.message).toContain('payroll');
  });

  test('S1-7-24 an over-long segment answers 400', async () => {
    const answer = await get(`${LOCALE_PATH_PREFIX}/id/${'x'.repeat(80)}`);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('params.namespace');
  });
});
