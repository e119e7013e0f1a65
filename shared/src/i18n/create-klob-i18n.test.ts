import { HttpError } from '../services/http-client';
import { createFakeHttpClient } from '../testing/fake-http-client';
import { createKlobI18n, TRANSLATIONS_WAIT_MS, whenI18nReady } from './create-klob-i18n';
import { SHARED_NAMESPACE } from './shared-translations';

const localeBody = (language: string, namespace: string, texts: Record<string, string>) => ({
  status: 200,
  data: { [language]: { [namespace]: texts } },
});

afterEach(() => jest.restoreAllMocks());

describe('createKlobI18n', () => {
  test('S1-9-27 starts in Indonesian (id) when no language is given', async () => {
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/common': localeBody('id', 'common', { hello: 'Halo' }),
    });
    const i18n = createKlobI18n({ localization, namespaces: ['common'] });
    await whenI18nReady(i18n);
    expect(i18n.language).toBe('id');
    expect(i18n.t('hello')).toBe('Halo');
  });

  test('S1-9-28 supports id and en only; other languages fall back to id', async () => {
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/common': localeBody('id', 'common', { hello: 'Halo' }),
      'GET /locale/open/fetch/klob-id/en/common': localeBody('en', 'common', { hello: 'Hello' }),
    });
    const i18n = createKlobI18n({ localization, language: 'en', namespaces: ['common'] });
    await whenI18nReady(i18n);
    expect(i18n.options.supportedLngs).toEqual(['id', 'en', 'cimode']);
    expect(i18n.t('hello')).toBe('Hello');

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await i18n.changeLanguage('fr');
    expect(i18n.resolvedLanguage).toBe('id');
    expect(i18n.t('hello')).toBe('Halo');
  });

  test('DECISIONS #4 loads each namespace from /locale/open/fetch/klob-id/{language}/{namespace} and reads data[language][namespace]', async () => {
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/header': localeBody('id', 'header', { login: 'Masuk' }),
      'GET /locale/open/fetch/klob-id/id/chat': localeBody('id', 'chat', { send: 'Kirim' }),
    });
    const i18n = createKlobI18n({ localization, namespaces: ['header'] });
    await whenI18nReady(i18n);
    await i18n.loadNamespaces('chat');

    expect(localization.requests.map(({ url }) => url)).toEqual([
      '/locale/open/fetch/klob-id/id/header',
      '/locale/open/fetch/klob-id/id/chat',
    ]);
    expect(i18n.t('login', { ns: 'header' })).toBe('Masuk');
    expect(i18n.t('send', { ns: 'chat' })).toBe('Kirim');
  });

  test('English texts missing a key fall back to the Indonesian ones', async () => {
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/common': localeBody('id', 'common', { hello: 'Halo', bye: 'Sampai jumpa' }),
      'GET /locale/open/fetch/klob-id/en/common': localeBody('en', 'common', { hello: 'Hello' }),
    });
    const i18n = createKlobI18n({ localization, language: 'en', namespaces: ['common'] });
    await whenI18nReady(i18n);
    expect(i18n.t('bye')).toBe('Sampai jumpa');
  });

  test('the shared namespace is bundled and never fetched', async () => {
    const localization = createFakeHttpClient();
    const i18n = createKlobI18n({ localization, language: 'en' });
    await whenI18nReady(i18n);
    expect(i18n.t('retry', { ns: SHARED_NAMESPACE })).toBe('Try again');
    expect(localization.requests).toEqual([]);
  });

  test('S1-8.3-03 a non-200 localization answer is only logged; the page keeps working', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/common': { status: 500, message: 'Internal error' },
    });
    const i18n = createKlobI18n({ localization, namespaces: ['common'] });
    await whenI18nReady(i18n);
    expect(logged).toHaveBeenCalledWith('[klob] translations id/common could not be loaded', expect.any(Error));
    expect(i18n.t('hello', { defaultValue: 'fallback text' })).toBe('fallback text');
  });

  test('S1-8.3-04 S2-8-13 a failed localization call is only logged, never thrown to the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new HttpError(0, '', null);
    const localization = createFakeHttpClient({ 'GET /locale/open/fetch/klob-id/id/chat': () => failure });
    const i18n = createKlobI18n({ localization, namespaces: ['chat'] });
    await whenI18nReady(i18n);
    await expect(i18n.loadNamespaces('chat')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('[klob] translations id/chat could not be loaded', failure);
    expect(localization.requests).toHaveLength(1);
  });

  test('an answer without data[language][namespace] is logged and leaves the namespace empty', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/common': { data: { common: { id: { hello: 'wrong order' } } } },
    });
    const i18n = createKlobI18n({ localization, namespaces: ['common'] });
    await whenI18nReady(i18n);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('hello');
  });

  test('a hanging localization call holds the start at most the given limit; the texts fill in when they arrive', async () => {
    jest.useFakeTimers();
    try {
      let answer: (body: unknown) => void = () => undefined;
      const localization = createFakeHttpClient({
        'GET /locale/open/fetch/klob-id/id/common': () => new Promise((resolve) => (answer = resolve)),
      });
      const i18n = createKlobI18n({ localization, namespaces: ['common'] });
      let started = false;
      void whenI18nReady(i18n, TRANSLATIONS_WAIT_MS).then(() => (started = true));
      await jest.advanceTimersByTimeAsync(TRANSLATIONS_WAIT_MS - 1);
      expect(started).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(started).toBe(true);
      expect(i18n.t('hello')).toBe('hello');

      answer(localeBody('id', 'common', { hello: 'Halo' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(i18n.t('hello')).toBe('Halo');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
