import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LOCALE_PATH_PREFIX, type PublishedTextsIndex } from '@klob/shared/api-contract/locale';
import { localizationPath } from '@klob/shared/constants';
import type { ApiConfig } from '../../config.js';
import { callApi, startTestApi, type RunningTestApi } from '../../testing/index.js';
import { localeModule } from './index.js';

/** A static origin as an app's server is: the files its build published under locales/, read from disk on each request. */
interface TextOrigin {
  url: string;
  /** Paths asked for, in order. */
  asked: string[];
  publish(app: string, texts: Record<string, { id: object; en: object }>): void;
  stop(): Promise<void>;
}

async function startTextOrigin(): Promise<TextOrigin> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-text-origin-'));
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://origin').pathname;
    asked.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    publish(app, texts) {
      fs.rmSync(path.join(root, 'locales'), { recursive: true, force: true });
      for (const [namespace, byLanguage] of Object.entries(texts)) {
        for (const language of ['id', 'en'] as const) {
          fs.mkdirSync(path.join(root, 'locales', language), { recursive: true });
          fs.writeFileSync(path.join(root, 'locales', language, `${namespace}.json`), JSON.stringify(byLanguage[language]));
        }
      }
      const index: PublishedTextsIndex = { app, buildId: `${app}-${Date.now()}`, namespaces: Object.keys(texts) };
      fs.writeFileSync(path.join(root, 'locales', 'index.json'), JSON.stringify(index));
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The api with the locale module alone, reading texts from `origins`. */
const startLocaleApi = (config: Partial<ApiConfig>) => startTestApi({ modules: [localeModule], config });
const get = (api: RunningTestApi, path: string) => callApi(api, 'GET', path);

/** Asks until `accept` takes the answer (the api reads an origin again once its copy is older than the cache time). */
async function answerOnceAccepted(
  api: RunningTestApi,
  path: string,
  accept: (answer: { httpStatus: number; body: { data?: unknown } }) => boolean,
) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await get(api, path);
    if (accept(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never answered as expected`);
}

const CHAT = {
  id: { conversation: { emptyMessage: 'Yuk, Tulis pesan kamu dahulu' }, failure: { messages: 'Gagal Menampilakan Pesan' } },
  en: { conversation: { emptyMessage: 'Please write your message first' }, failure: { messages: 'Failed to show the messages' } },
};
const SHELL = {
  id: { companyToasts: { claimAccepted: 'Perusahaan Berhasil Diklaim' } },
  en: { companyToasts: { claimAccepted: 'Company claimed' } },
};
const LANDING = { id: { comingSoon: { backToKlob: 'Kembali Ke Klob' } }, en: { comingSoon: { backToKlob: 'Back to Klob' } } };

describe('GET /locale/open/fetch/klob-id/{language}/{namespace} serves what the deployed apps published', () => {
  let shellOrigin: TextOrigin;
  let chatOrigin: TextOrigin;
  let api: RunningTestApi;

  beforeAll(async () => {
    [shellOrigin, chatOrigin] = await Promise.all([startTextOrigin(), startTextOrigin()]);
    shellOrigin.publish('shell', { shell: SHELL });
    chatOrigin.publish('mf_chat', { chat: CHAT, 'company-landing': LANDING });
    api = await startLocaleApi({ textOrigins: [shellOrigin.url, `${chatOrigin.url}/`], textsCacheMs: 60_000 });
  });
  afterAll(async () => {
    await api.stop();
    await Promise.all([shellOrigin.stop(), chatOrigin.stop()]);
  });

  test('S1-7-24 the path alone answers the strings in data[language][namespace], from the origin that publishes the namespace', async () => {
    const answer = await get(api, `${LOCALE_PATH_PREFIX}/id/shell`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'success', data: { id: { shell: SHELL.id } } });
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(shellOrigin.asked).toContain('/locales/id/shell.json');
    expect(chatOrigin.asked).not.toContain('/locales/id/shell.json');
  });

  test('S1-7-24 every published namespace is served in both languages at the path the shared client builds', async () => {
    for (const [namespace, texts] of Object.entries({ shell: SHELL, chat: CHAT, 'company-landing': LANDING })) {
      for (const language of ['id', 'en'] as const) {
        const answer = await get(api, localizationPath(language, namespace));
        expect(answer.httpStatus).toBe(200);
        expect(answer.body.data[language][namespace]).toEqual(texts[language]);
      }
    }
  });

  test('S1-7-25 the other segment order ({namespace}/{language}) answers the same body (DECISIONS #4)', async () => {
    const languageFirst = await get(api, `${LOCALE_PATH_PREFIX}/en/company-landing`);
    const namespaceFirst = await get(api, `${LOCALE_PATH_PREFIX}/company-landing/en`);
    expect(namespaceFirst.httpStatus).toBe(200);
    expect(namespaceFirst.body).toEqual(languageFirst.body);
    expect(namespaceFirst.body.data.en['company-landing'].comingSoon.backToKlob).toBe('Back to Klob');
  });

  test('S2-7-09 the chat namespace answers the chat texts mf-chat published, read from data[language].chat', async () => {
    const answer = await get(api, `${LOCALE_PATH_PREFIX}/id/chat`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.id.chat.conversation.emptyMessage).toBe('Yuk, Tulis pesan kamu dahulu');
    const english = await get(api, `${LOCALE_PATH_PREFIX}/en/chat`);
    expect(english.body.data.en.chat.conversation.emptyMessage).toBe('Please write your message first');
  });

  test('within the cache time a namespace is read from its origin once', async () => {
    await get(api, `${LOCALE_PATH_PREFIX}/en/chat`);
    await get(api, `${LOCALE_PATH_PREFIX}/chat/en`);
    expect(chatOrigin.asked.filter((asked) => asked === '/locales/en/chat.json')).toHaveLength(1);
    expect(chatOrigin.asked.filter((asked) => asked === '/locales/index.json')).toHaveLength(1);
  });

  test('S1-7-24 a language other than id or en answers 400 naming the field', async () => {
    const answer = await get(api, `${LOCALE_PATH_PREFIX}/fr/shell`);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('params.language must be one of id, en');
  });

  test('S1-7-24 a namespace no app published answers 404, in either order', async () => {
    expect((await get(api, `${LOCALE_PATH_PREFIX}/id/payroll`)).httpStatus).toBe(404);
    const reversed = await get(api, `${LOCALE_PATH_PREFIX}/payroll/en`);
    expect(reversed.httpStatus).toBe(404);
    expect(reversed.body.message).toContain('payroll');
  });

  test('S1-7-24 a malformed or over-long namespace answers 400 naming the field, and no origin is asked for it', async () => {
    for (const namespace of ['Shell', 'chat_widget', '..%2Fsecrets', 'chat.json', '-chat']) {
      const answer = await get(api, `${LOCALE_PATH_PREFIX}/id/${namespace}`);
      expect({ namespace, status: answer.httpStatus }).toEqual({ namespace, status: 400 });
      expect(answer.body.message).toContain('params.namespace');
    }
    const long = await get(api, `${LOCALE_PATH_PREFIX}/id/${'x'.repeat(80)}`);
    expect(long.httpStatus).toBe(400);
    expect(long.body.message).toContain('params.namespace');
    expect([...shellOrigin.asked, ...chatOrigin.asked].filter((asked) => /secrets|chat_widget|Shell/.test(asked))).toEqual([]);
  });
});

describe('published texts at run time: a redeploy, an origin that goes down', () => {
  let origin: TextOrigin;
  let api: RunningTestApi;

  beforeAll(async () => {
    origin = await startTextOrigin();
    origin.publish('mf_chat', { chat: CHAT });
    api = await startLocaleApi({ textOrigins: [origin.url], textsCacheMs: 50 });
  });
  afterAll(() => api.stop());

  test('a text the app republished is served once the short cache has passed, without restarting the api', async () => {
    expect((await get(api, `${LOCALE_PATH_PREFIX}/en/chat`)).body.data.en.chat.failure.messages).toBe('Failed to show the messages');
    origin.publish('mf_chat', { chat: { ...CHAT, en: { ...CHAT.en, failure: { messages: 'The messages could not be shown' } } } });
    const answer = await answerOnceAccepted(api, `${LOCALE_PATH_PREFIX}/en/chat`, ({ body }) =>
      JSON.stringify(body.data).includes('could not be shown'),
    );
    expect(answer.httpStatus).toBe(200);
  });

  test('a namespace the app no longer publishes answers 404 once the cache has passed', async () => {
    origin.publish('mf_chat', { community: CHAT });
    const answer = await answerOnceAccepted(api, `${LOCALE_PATH_PREFIX}/id/chat`, ({ httpStatus }) => httpStatus === 404);
    expect(answer.httpStatus).toBe(404);
    origin.publish('mf_chat', { chat: CHAT });
    await answerOnceAccepted(api, `${LOCALE_PATH_PREFIX}/id/chat`, ({ httpStatus }) => httpStatus === 200);
  });

  test('when the origin is down, the last good copy is served; a namespace never read answers 503 with the reason', async () => {
    origin.publish('mf_chat', { chat: CHAT, community: CHAT });
    const published = origin.asked.length;
    await answerOnceAccepted(api, `${LOCALE_PATH_PREFIX}/id/chat`, () => origin.asked.slice(published).includes('/locales/index.json'));
    await origin.stop();
    // Past the cache time the api tries the origin again, fails, and keeps what it had.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const kept = await get(api, `${LOCALE_PATH_PREFIX}/id/chat`);
    expect(kept.httpStatus).toBe(200);
    expect(kept.body.data.id.chat).toEqual(CHAT.id);

    const neverRead = await get(api, `${LOCALE_PATH_PREFIX}/id/community`);
    expect(neverRead.httpStatus).toBe(503);
    expect(neverRead.body.message).toContain(`${origin.url}/locales/id/community.json`);
  });
});

describe('without a reachable origin', () => {
  test('an api whose only origin is down answers 503 naming the origin, never 500', async () => {
    const origin = await startTextOrigin();
    await origin.stop();
    const api = await startLocaleApi({ textOrigins: [origin.url], textsCacheMs: 50 });
    try {
      const answer = await get(api, `${LOCALE_PATH_PREFIX}/id/chat`);
      expect(answer.httpStatus).toBe(503);
      expect(answer.body.message).toContain(`${origin.url}/locales/index.json`);
    } finally {
      await api.stop();
    }
  });

  test('an api with no TEXT_ORIGINS answers 503 saying so', async () => {
    const api = await startLocaleApi({ textOrigins: [] });
    try {
      const answer = await get(api, `${LOCALE_PATH_PREFIX}/id/shell`);
      expect(answer.httpStatus).toBe(503);
      expect(answer.body.message).toContain('TEXT_ORIGINS');
    } finally {
      await api.stop();
    }
  });
});
