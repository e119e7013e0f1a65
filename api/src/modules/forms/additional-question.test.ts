import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_ERROR_CODES, fileUrlOf, type AdditionalQuestionFile } from '@klob/shared/api-contract/forms';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { GENEROUS_UPLOAD_QUOTA, movFile, pdfFile } from '../uploads/test-files.js';

const UPLOAD = '/rest/page/klobnco/additional/question/upload';
/** The content area's demo vacancy with an attachment question (AQ-004) and a short one (AQ-001). */
const VACANCY = 'KLV-0001';
const ATTACHMENT_QUESTION = 'AQ-004';
const SHORT_QUESTION = 'AQ-001';

// Many uploads: the upload limits are tested in uploads/upload-security.test.ts.
const running = setUpTestApi({ config: { uploadQuota: GENEROUS_UPLOAD_QUOTA } });

const body = (overrides: Record<string, unknown> = {}) => ({
  base64: pdfFile().toString('base64'),
  originalFilename: 'portofolio.pdf',
  klobVacancyCode: VACANCY,
  questionId: ATTACHMENT_QUESTION,
  ...overrides,
});
const uploadAs = (as: DemoAccount, overrides: Record<string, unknown> = {}) =>
  running.call<string>('POST', UPLOAD, { body: body(overrides), as });
const listAs = (as: DemoAccount) => running.call<AdditionalQuestionFile[]>('GET', `${UPLOAD}?klobVacancyCode=${VACANCY}`, { as });
const onDisk = (key: string) => fs.existsSync(path.join(running.config.uploadDir, key));

describe('POST /rest/page/klobnco/additional/question/upload', () => {
  test('S3-7-16 stores the file as the answer to an attachment question and answers its key', async () => {
    const answer = await uploadAs(demoKlobber);
    expect(answer.httpStatus).toBe(200);
    const key = answer.body.result;
    expect((await fetch(`${running.baseUrl}${fileUrlOf(key)}`)).status).toBe(200);
    expect((await listAs(demoKlobber)).body.result).toEqual([
      {
        klobVacancyCode: VACANCY,
        questionId: ATTACHMENT_QUESTION,
        fileKey: key,
        fileUrl: fileUrlOf(key),
        originalFilename: 'portofolio.pdf',
        size: pdfFile().length,
      },
    ]);
    expect((await listAs(demoHr)).body.result).toEqual([]);
  });

  test('S3-5-16 one file per question: a new upload replaces and deletes the old one', async () => {
    const first = (await uploadAs(demoHr)).body.result;
    const second = (await uploadAs(demoHr, { originalFilename: 'baru.pdf' })).body.result;
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    expect((await listAs(demoHr)).body.result.map((file) => file.fileKey)).toEqual([second]);
  });

  test('the upload rules apply: a mov is refused with the only-mp4 code', async () => {
    const answer = await uploadAs(demoKlobber, { base64: movFile().toString('base64'), originalFilename: 'intro.mov' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe(UPLOAD_ERROR_CODES.onlyMp4);
  });

  test('401 without a token, 403 with a bad one', async () => {
    expect((await running.call('POST', UPLOAD, { body: body() })).httpStatus).toBe(401);
    expect((await running.call('POST', UPLOAD, { body: body(), as: INVALID_TOKEN })).httpStatus).toBe(403);
  });

  test('400 naming a missing field or a question that takes no file; 404 for an unknown question or vacancy', async () => {
    const missing = await running.call('POST', UPLOAD, { body: { ...body(), questionId: undefined }, as: demoKlobber });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('questionId');
    const notAttachment = await uploadAs(demoKlobber, { questionId: SHORT_QUESTION });
    expect(notAttachment.httpStatus).toBe(400);
    expect(notAttachment.body.message).toMatch(/^questionId: /);
    expect((await uploadAs(demoKlobber, { questionId: 'AQ-999' })).httpStatus).toBe(404);
    expect((await uploadAs(demoKlobber, { klobVacancyCode: 'KLV-9999' })).httpStatus).toBe(404);
  });
});

describe('GET /rest/page/klobnco/additional/question/upload', () => {
  test('400 without the vacancy code, 404 for an unknown vacancy, 401 signed out', async () => {
    const missing = await running.call('GET', UPLOAD, { as: demoKlobber });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('klobVacancyCode');
    expect((await running.call('GET', `${UPLOAD}?klobVacancyCode=KLV-9999`, { as: demoKlobber })).httpStatus).toBe(404);
    expect((await running.call('GET', `${UPLOAD}?klobVacancyCode=${VACANCY}`)).httpStatus).toBe(401);
  });
});

describe('/rest/page/klobnco/additional/question/upload/delete', () => {
  test("S3-7-16 body fileObjKeyName deletes the caller's answer file (DELETE or POST)", async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const key = (await uploadAs(demoKlobber)).body.result;
      const answer = await running.call(method, `${UPLOAD}/delete`, { body: { fileObjKeyName: key }, as: demoKlobber });
      expect(answer.httpStatus).toBe(200);
      expect(onDisk(key)).toBe(false);
      expect((await listAs(demoKlobber)).body.result).toEqual([]);
    }
  });

  test("someone else's file answers 403, an unknown one 404, a missing name 400, signed out 401", async () => {
    const key = (await uploadAs(demoKlobber)).body.result;
    expect((await running.call('DELETE', `${UPLOAD}/delete`, { body: { fileObjKeyName: key }, as: demoHr })).httpStatus).toBe(403);
    expect((await running.call('DELETE', `${UPLOAD}/delete`, { body: { fileObjKeyName: key } })).httpStatus).toBe(401);
    expect((await running.call('DELETE', `${UPLOAD}/delete`, { body: { fileObjKeyName: '../../x' }, as: demoKlobber })).httpStatus).toBe(
      404,
    );
    const missing = await running.call('DELETE', `${UPLOAD}/delete`, { body: {}, as: demoKlobber });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('fileObjKeyName');
    expect(onDisk(key)).toBe(true);
  });

  test('a plain upload that answers no question is not deleted through this path', async () => {
    const key = (
      await running.call<string>('POST', '/rest/open/s3/upload', {
        body: { base64: pdfFile().toString('base64'), originalFilename: 'x.pdf' },
        as: demoKlobber,
      })
    ).body.result;
    expect((await running.call('DELETE', `${UPLOAD}/delete`, { body: { fileObjKeyName: key }, as: demoKlobber })).httpStatus).toBe(404);
    expect(onDisk(key)).toBe(true);
  });
});
