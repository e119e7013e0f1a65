import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
  fileUrlOf,
  type AttachmentSizeRule,
  type UploadAnswerExtras,
} from '@klob/shared/api-contract/forms';
import { callApi, demoHr, demoKlobber, setUpTestApi, startTestApi, type DemoAccount, type ResponseEnvelope } from '../../testing/index.js';
import { FILE_KEY_PATTERN } from './file-key.js';
import { GENEROUS_UPLOAD_QUOTA, jpegFile, movFile, mp4File, pdfFile, pngFile, zipFile } from './test-files.js';

const MB = 1024 * 1024;
// These tests are about what is stored; the upload limits have their own file (upload-security.test.ts).
const running = setUpTestApi({ config: { uploadQuota: GENEROUS_UPLOAD_QUOTA } });

const upload = (bytes: Buffer, originalFilename: string, as?: DemoAccount) =>
  running.call<string>('POST', '/rest/open/s3/upload', { body: { base64: bytes.toString('base64'), originalFilename }, as });

const fetchFile = (key: string) => fetch(`${running.baseUrl}${fileUrlOf(key)}`);

describe('POST /rest/open/s3/upload', () => {
  test('S3-7-13 stores a file and answers its key; the file is served back byte-identical with its type and nosniff', async () => {
    const bytes = pngFile(5000);
    const answer = await upload(bytes, 'photo.png');
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    const key = answer.body.result;
    expect(key).toMatch(FILE_KEY_PATTERN);

    const served = await fetchFile(key);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('S3-5-24 a traversal or odd file name is sanitised to alphanumerics behind a random id, inside the upload folder', async () => {
    const answer = await upload(jpegFile(), '../../etc/My Photo (1)!.JPG');
    expect(answer.httpStatus).toBe(200);
    const key = answer.body.result;
    expect(key).toMatch(/^[0-9a-f]{24}-MyPhoto1\.jpg$/);
    expect(fs.existsSync(path.join(running.config.uploadDir, key))).toBe(true);

    const windowsPath = await upload(jpegFile(), 'C:\\Users\\kirana\\..\\cv foto.jpeg');
    expect(windowsPath.body.result).toMatch(/^[0-9a-f]{24}-cvfoto\.jpeg$/);
    const noName = await upload(jpegFile(), '.jpg');
    expect(noName.body.result).toMatch(/^[0-9a-f]{24}-file\.jpg$/);
  });

  test('S3-5-21 without an attachment master entry a file may be 2097152 bytes, not one more', async () => {
    const rules = (await running.call<AttachmentSizeRule[]>('GET', '/rest/masterdata/size/attachement')).body.result;
    expect(rules.some((rule) => rule.id === 'xlsx')).toBe(false);
    expect((await upload(zipFile(DEFAULT_UPLOAD_MAX_BYTES), 'data.xlsx')).httpStatus).toBe(200);
    const tooLarge = await upload(zipFile(DEFAULT_UPLOAD_MAX_BYTES + 1), 'data.xlsx');
    expect(tooLarge.httpStatus).toBe(400);
    expect(tooLarge.body.code).toBe(UPLOAD_ERROR_CODES.sizeExceeded);
    expect(tooLarge.body.message).toBe(`base64: ${UPLOAD_MESSAGES.sizeExceeded} 2 MB`);
  });

  test('S3-5-19 with an attachment master entry the entry decides the size (pdf: 5 MB)', async () => {
    expect((await upload(pdfFile(3 * MB), 'cv.pdf')).httpStatus).toBe(200);
    const tooLarge = await upload(pdfFile(5 * MB + 1), 'cv.pdf');
    expect(tooLarge.httpStatus).toBe(400);
    expect(tooLarge.body.message).toBe(`base64: ${UPLOAD_MESSAGES.sizeExceeded} 5 MB`);
    const largeImage = await upload(pngFile(DEFAULT_UPLOAD_MAX_BYTES + 1), 'banner.png');
    expect(largeImage.body.code).toBe(UPLOAD_ERROR_CODES.sizeExceeded);
  });

  test('S3-5-20 an mp4 longer than its lengthDuration (60 s) is refused; a shorter one is stored as video/mp4', async () => {
    const short = await upload(mp4File(30, 4096), 'intro.mp4');
    expect(short.httpStatus).toBe(200);
    expect((await fetchFile(short.body.result)).headers.get('content-type')).toBe('video/mp4');
    const long = await upload(mp4File(61), 'intro.mp4');
    expect(long.httpStatus).toBe(400);
    expect(long.body.code).toBe(UPLOAD_ERROR_CODES.durationExceeded);
    expect(long.body.message).toBe(`base64: ${UPLOAD_MESSAGES.durationExceeded} 60 detik`);
  });

  test('S3-5-22 a new mov upload is refused with the only-mp4 message, also when renamed to .mp4 (DECISIONS #6)', async () => {
    const mov = await upload(movFile(), 'clip.mov');
    expect(mov.httpStatus).toBe(400);
    expect(mov.body).toMatchObject({ code: UPLOAD_ERROR_CODES.onlyMp4, message: `originalFilename: ${UPLOAD_MESSAGES.onlyMp4}` });
    const disguised = await upload(movFile(), 'clip.mp4');
    expect(disguised.httpStatus).toBe(400);
    expect(disguised.body).toMatchObject({ code: UPLOAD_ERROR_CODES.onlyMp4, message: `base64: ${UPLOAD_MESSAGES.onlyMp4}` });
  });

  test('a file whose bytes do not match its extension, or an unknown extension, is refused as a format mismatch', async () => {
    const renamed = await upload(jpegFile(), 'photo.png');
    expect(renamed.httpStatus).toBe(400);
    expect(renamed.body).toMatchObject({ code: UPLOAD_ERROR_CODES.formatMismatch, message: `base64: ${UPLOAD_MESSAGES.formatMismatch}` });
    for (const name of ['setup.exe', 'icon.svg', 'page.html', 'no-extension']) {
      const refused = await upload(pngFile(), name);
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.message).toBe(`originalFilename: ${UPLOAD_MESSAGES.formatMismatch}`);
    }
  });

  test('bad input answers 400 naming the field: missing name, empty or non-base64 content', async () => {
    const noName = await running.call('POST', '/rest/open/s3/upload', { body: { base64: pngFile().toString('base64') } });
    expect(noName.httpStatus).toBe(400);
    expect(noName.body.message).toContain('originalFilename');
    const notBase64 = await running.call('POST', '/rest/open/s3/upload', { body: { base64: '@@not base64@@', originalFilename: 'a.png' } });
    expect(notBase64.httpStatus).toBe(400);
    expect(notBase64.body).toMatchObject({ code: UPLOAD_ERROR_CODES.invalidBase64, message: `base64: ${UPLOAD_MESSAGES.invalidBase64}` });
    const empty = await running.call('POST', '/rest/open/s3/upload', { body: { base64: '', originalFilename: 'a.png' } });
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.message).toContain('base64');
  });

  test('a data-url prefix in front of the base64 is accepted', async () => {
    const bytes = pngFile();
    const answer = await running.call<string>('POST', '/rest/open/s3/upload', {
      body: { base64: `data:image/png;base64,${bytes.toString('base64')}`, originalFilename: 'a.png' },
    });
    expect(answer.httpStatus).toBe(200);
    expect(Buffer.from(await (await fetchFile(answer.body.result)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('the configured request limit', () => {
  test('a body over config.uploadBodyLimitBytes is refused with 413 without being parsed, and the client receives the answer', async () => {
    const small = await startTestApi({ config: { uploadBodyLimitBytes: 64 * 1024 } });
    try {
      const answer = await callApi(small, 'POST', '/rest/open/s3/upload', {
        body: { base64: pngFile(100 * 1024).toString('base64'), originalFilename: 'big.png' },
      });
      expect(answer.httpStatus).toBe(413);
      expect(answer.body.message).toMatch(/too large/i);
      expect(answer.body.message).toContain(UPLOAD_MESSAGES.bodyTooLarge);
    } finally {
      await small.stop();
    }
  });
});

describe('GET /files/{key}', () => {
  test('traversal attempts and unknown keys answer 404, never a file outside the upload folder', async () => {
    for (const attempt of ['..%2F..%2Fpackage.json', '%2e%2e%2fconfig.ts', 'abc', '0123456789abcdef01234567-nope.png']) {
      const answer = await fetch(`${running.baseUrl}/files/${attempt}`);
      expect(answer.status).toBe(404);
    }
  });

  test('documents, pdf and videos are served as downloads; only images inline (issue 6)', async () => {
    const docx = await upload(zipFile(), 'letter.docx');
    expect((await fetchFile(docx.body.result)).headers.get('content-disposition')).toMatch(/^attachment/);
    const pdf = await upload(pdfFile(), 'letter.pdf');
    const served = await fetchFile(pdf.body.result);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const video = await upload(mp4File(5, 2048), 'intro.mp4');
    expect((await fetchFile(video.body.result)).headers.get('content-disposition')).toMatch(/^attachment/);
    const image = await upload(jpegFile(), 'photo.jpg');
    expect((await fetchFile(image.body.result)).headers.get('content-disposition')).toMatch(/^inline/);
  });
});

describe('DELETE rest/open/s3/delete', () => {
  test('S3-7-15 ?fileName= deletes the stored file: it is no longer served nor on disk', async () => {
    const key = (await upload(pngFile(), 'mine.png', demoKlobber)).body.result;
    const answer = await running.call('DELETE', `/rest/open/s3/delete?fileName=${key}`, { as: demoKlobber });
    expect(answer.httpStatus).toBe(200);
    expect((await fetchFile(key)).status).toBe(404);
    expect(fs.existsSync(path.join(running.config.uploadDir, key))).toBe(false);
    expect((await running.call('DELETE', `/rest/open/s3/delete?fileName=${key}`, { as: demoKlobber })).httpStatus).toBe(404);
  });

  test('S3-7-15 the custom-path form names the file in body fileObjKeyName, as key or as /files url', async () => {
    const { result: key, deleteToken } = (await upload(pngFile(), 'bye.png')).body as ResponseEnvelope<string> & UploadAnswerExtras;
    const answer = await running.call('DELETE', '/rest/open/s3/delete', { body: { fileObjKeyName: fileUrlOf(key), deleteToken } });
    expect(answer.httpStatus).toBe(200);
    expect((await fetchFile(key)).status).toBe(404);
  });

  test('no file named answers 400 naming fileName; traversal names answer 404', async () => {
    const missing = await running.call('DELETE', '/rest/open/s3/delete');
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('fileName');
    const traversal = await running.call('DELETE', `/rest/open/s3/delete?fileName=${encodeURIComponent('../../package.json')}`);
    expect(traversal.httpStatus).toBe(404);
  });

  test("a signed-in user's file can be deleted only by that user (403 AccessDenied for others)", async () => {
    const key = (await upload(pngFile(), 'mine.png', demoKlobber)).body.result;
    for (const as of [undefined, demoHr]) {
      const refused = await running.call('DELETE', `/rest/open/s3/delete?fileName=${key}`, { as });
      expect(refused.httpStatus).toBe(403);
      expect(refused.body).toMatchObject({ code: ACCESS_ERROR_CODES.accessDenied, message: UPLOAD_MESSAGES.notYourFile });
    }
    expect(fs.existsSync(path.join(running.config.uploadDir, key))).toBe(true);
    expect((await running.call('DELETE', `/rest/open/s3/delete?fileName=${key}`, { as: demoKlobber })).httpStatus).toBe(200);
  });
});

describe('GET /rest/masterdata/size/attachement', () => {
  test('S3-7-12 answers a list of size rules: id (extension), type, extension list, size and lengthDuration for videos', async () => {
    const answer = await running.call<AttachmentSizeRule[]>('GET', '/rest/masterdata/size/attachement');
    expect(answer.httpStatus).toBe(200);
    const rules = answer.body.result;
    expect(rules.find((rule) => rule.id === 'png')).toEqual({
      id: 'png',
      type: 'image',
      extension: expect.arrayContaining(['jpg', 'jpeg', 'png', 'webp', 'gif']),
      size: DEFAULT_UPLOAD_MAX_BYTES,
      lengthDuration: null,
    });
    expect(rules.find((rule) => rule.id === 'mp4')).toMatchObject({ type: 'video', extension: ['mp4'], lengthDuration: 60 });
    expect(rules.some((rule) => rule.id === 'mov')).toBe(false);
  });
});
