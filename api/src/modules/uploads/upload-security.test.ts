import fs from 'node:fs';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import {
  UPLOAD_DELETE_TOKEN_HEADER,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
  fileUrlOf,
  type UploadAnswerExtras,
} from '@klob/shared/api-contract/forms';
import type { UploadQuotaLimits } from '../../config.js';
import { callApi, demoHr, demoKlobber, setUpTestApi, startTestApi, type ApiTarget, type DemoAccount } from '../../testing/index.js';
import { GENEROUS_UPLOAD_QUOTA, jpegFile, pdfFile, pngFile } from './test-files.js';

/** Issue 6, hole 6: who may upload how much, who may delete, and how files are served. */

const UPLOAD = '/rest/open/s3/upload';
const DELETE = '/rest/open/s3/delete';
const ADDITIONAL_UPLOAD = '/rest/page/klobnco/additional/question/upload';

type UploadAnswerBody = { status: number; message: string; code?: string; result: string } & UploadAnswerExtras;

async function uploadTo(target: ApiTarget, bytes: Buffer, originalFilename: string, as?: DemoAccount) {
  const answer = await callApi(target, 'POST', UPLOAD, { body: { base64: bytes.toString('base64'), originalFilename }, as });
  return { ...answer, body: answer.body as UploadAnswerBody };
}

/** Runs `test` against an api of its own with these upload limits (the quota is per api). */
async function withQuota(quota: Partial<UploadQuotaLimits>, test: (target: ApiTarget & { uploadDir: string }) => Promise<void>) {
  const api = await startTestApi({ config: { uploadQuota: { ...GENEROUS_UPLOAD_QUOTA, ...quota } } });
  try {
    await test({ api: api.api, baseUrl: api.baseUrl, uploadDir: api.config.uploadDir });
  } finally {
    await api.stop();
  }
}

const storedFileCount = (uploadDir: string) => (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).length : 0);

describe('upload limits', () => {
  test('the probe of issue 6: of 30 visitor uploads sent at once only the default per-minute allowance is stored, the rest answer 429 RateLimited with Retry-After', async () => {
    const api = await startTestApi();
    try {
      const { visitorPerMinute } = api.config.uploadQuota;
      const before = storedFileCount(api.config.uploadDir);
      const answers = await Promise.all(Array.from({ length: 30 }, () => uploadTo(api, pngFile(2048), 'spam.png')));
      const stored = answers.filter((answer) => answer.httpStatus === 200);
      const refused = answers.filter((answer) => answer.httpStatus === 429);
      expect(stored).toHaveLength(visitorPerMinute);
      expect(refused).toHaveLength(30 - visitorPerMinute);
      expect(refused[0]!.body).toMatchObject({ code: ACCESS_ERROR_CODES.rateLimited, message: UPLOAD_MESSAGES.tooManyAttempts });
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(storedFileCount(api.config.uploadDir) - before).toBe(visitorPerMinute);

      // A signed-in user has a budget of its own.
      expect((await uploadTo(api, pngFile(), 'mine.png', demoKlobber)).httpStatus).toBe(200);
    } finally {
      await api.stop();
    }
  });

  test('a visitor address may store at most visitorBytesPerHour; past it 429 until the hour has passed', () =>
    withQuota({ visitorBytesPerHour: 10_000 }, async (api) => {
      expect((await uploadTo(api, pngFile(4000), 'a.png')).httpStatus).toBe(200);
      expect((await uploadTo(api, pngFile(4000), 'b.png')).httpStatus).toBe(200);
      const refused = await uploadTo(api, pngFile(4000), 'c.png');
      expect(refused.httpStatus).toBe(429);
      expect(refused.body).toMatchObject({ code: ACCESS_ERROR_CODES.rateLimited, message: UPLOAD_MESSAGES.hourlyBytesExceeded });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      // A smaller file that still fits is accepted: the cap counts bytes, not files.
      expect((await uploadTo(api, pngFile(1000), 'd.png')).httpStatus).toBe(200);
    }));

  test('all visitors together may store at most allVisitorsBytesPerHour', () =>
    withQuota({ allVisitorsBytesPerHour: 6000 }, async (api) => {
      expect((await uploadTo(api, pngFile(4000), 'a.png')).httpStatus).toBe(200);
      expect((await uploadTo(api, pngFile(4000), 'b.png')).body).toMatchObject({ code: ACCESS_ERROR_CODES.rateLimited });
      expect((await uploadTo(api, pngFile(4000), 'c.png', demoHr)).httpStatus).toBe(200);
    }));

  test('a signed-in user may make userPerMinute upload attempts a minute, over every upload route; other users are not slowed', () =>
    withQuota({ userPerMinute: 2 }, async (api) => {
      expect((await uploadTo(api, pngFile(), 'a.png', demoKlobber)).httpStatus).toBe(200);
      expect((await uploadTo(api, pngFile(), 'b.png', demoKlobber)).httpStatus).toBe(200);
      const additional = await callApi(api, 'POST', ADDITIONAL_UPLOAD, {
        body: { base64: pdfFile().toString('base64'), originalFilename: 'cv.pdf', klobVacancyCode: 'KLV-0001', questionId: 'AQ-004' },
        as: demoKlobber,
      });
      expect(additional.httpStatus).toBe(429);
      expect(additional.body).toMatchObject({ code: ACCESS_ERROR_CODES.rateLimited, message: UPLOAD_MESSAGES.tooManyAttempts });
      expect((await uploadTo(api, pngFile(), 'c.png', demoHr)).httpStatus).toBe(200);
    }));
});

describe('deleting an uploaded file', () => {
  const running = setUpTestApi({ config: { uploadQuota: GENEROUS_UPLOAD_QUOTA } });
  const remove = (fileName: string, options: { as?: DemoAccount; token?: string; tokenInBody?: boolean } = {}) =>
    running.call('DELETE', DELETE, {
      query: { fileName },
      as: options.as,
      body: options.tokenInBody ? { deleteToken: options.token } : undefined,
      headers: options.tokenInBody ? {} : { [UPLOAD_DELETE_TOKEN_HEADER]: options.token },
    });
  const isServed = async (key: string) => {
    const answer = await fetch(`${running.baseUrl}${fileUrlOf(key)}`);
    await answer.arrayBuffer();
    return answer.status === 200;
  };

  test("a visitor's upload answers a delete token beside the key; a signed-in user's does not", async () => {
    const visitor = await uploadTo(running, pngFile(), 'guest.png');
    expect(visitor.body.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await uploadTo(running, pngFile(), 'mine.png', demoKlobber);
    expect(user.body).not.toHaveProperty('deleteToken');
  });

  test("a visitor's file is not deleted by its key alone, by a wrong token or another file's token (403 AccessDenied), only with its own token", async () => {
    const { result: key, deleteToken } = (await uploadTo(running, pngFile(), 'guest.png')).body;
    const other = (await uploadTo(running, pngFile(), 'other.png')).body;
    for (const attempt of [{}, { token: 'not-the-token' }, { token: other.deleteToken }, { as: demoKlobber }]) {
      const refused = await remove(key, attempt);
      expect(refused.httpStatus).toBe(403);
      expect(refused.body).toMatchObject({ code: ACCESS_ERROR_CODES.accessDenied, message: UPLOAD_MESSAGES.deleteTokenRequired });
    }
    expect(await isServed(key)).toBe(true);
    expect((await remove(key, { token: deleteToken })).httpStatus).toBe(200);
    expect(await isServed(key)).toBe(false);
    expect((await remove(other.result, { token: other.deleteToken, tokenInBody: true })).httpStatus).toBe(200);
  });

  test("another user's file: 403 AccessDenied, and the file stays until its owner deletes it", async () => {
    const { result: key } = (await uploadTo(running, pngFile(), 'mine.png', demoKlobber)).body;
    const refused = await remove(key, { as: demoHr });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
    expect(await isServed(key)).toBe(true);
    expect((await remove(key, { as: demoKlobber })).httpStatus).toBe(200);
  });
});

describe('serving uploaded files', () => {
  const running = setUpTestApi({ config: { uploadQuota: GENEROUS_UPLOAD_QUOTA } });
  const served = async (bytes: Buffer, name: string) => {
    const key = (await uploadTo(running, bytes, name)).body.result;
    return fetch(`${running.baseUrl}${fileUrlOf(key)}`);
  };

  test('every file is served with nosniff and a CSP that runs nothing; images inline, anything else as an attachment', async () => {
    for (const [bytes, name, disposition] of [
      [jpegFile(), 'photo.jpg', 'inline'],
      [pngFile(), 'photo.png', 'inline'],
      [pdfFile(), 'cv.pdf', 'attachment'],
    ] as const) {
      const answer = await served(bytes, name);
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
    }
  });

  test.each([
    ['a png', pngFile(64), 'polyglotpng.png', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['a jpeg', jpegFile(64), 'polyglotjpeg.jpg', '<SCRIPT src=https://evil.example/x.js></SCRIPT>'],
    ['a pdf', pdfFile(64), 'polyglotpdf.pdf', '<!DOCTYPE html><iframe src="https://evil.example">'],
  ])('%s signature followed by an HTML page (a polyglot) is refused and never stored', async (_label, head, name, html) => {
    const polyglot = Buffer.concat([head, Buffer.from(html, 'latin1')]);
    const answer = await uploadTo(running, polyglot, name);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ code: UPLOAD_ERROR_CODES.unsafeContent, message: `base64: ${UPLOAD_MESSAGES.unsafeContent}` });
    const keys = fs.existsSync(running.config.uploadDir) ? fs.readdirSync(running.config.uploadDir) : [];
    expect(keys.some((key) => key.includes(name.split('.')[0]!))).toBe(false);
  });
});
