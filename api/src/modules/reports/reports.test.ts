import { REPORT_PATHS, REPORT_REF_CODE_PATTERN, type DirectReport, type NewReportRequest } from '@klob/shared/api-contract/reports';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { pdfFile } from '../uploads/test-files.js';
import { getValue } from '../../db/sql.js';

const running = setUpTestApi();

const NEW_REPORT: NewReportRequest = {
  subjectType: 'vacancy',
  subjectId: 'KLV-0001',
  reason: 'fraud',
  description: 'Perekrut meminta biaya pelatihan Rp 1.500.000 sebelum wawancara.',
};

const create = (body: unknown, as: DemoAccount | string = demoKlobber) =>
  running.call<DirectReport>('POST', REPORT_PATHS.create, { body, as });
const read = (code: string, as: DemoAccount = demoKlobber) => running.call<DirectReport>('GET', REPORT_PATHS.report(code), { as });
const addDetail = (code: string, body: unknown, as: DemoAccount = demoKlobber) =>
  running.call<DirectReport>('POST', REPORT_PATHS.details(code), { body, as });

describe('POST /rest/page/report', () => {
  test('stores a report of a vacancy with a reference code, the vacancy as it is named and the status received', async () => {
    const answer = await create(NEW_REPORT);
    expect(answer.httpStatus).toBe(200);
    const report = answer.body.result;
    expect(report.reportRefCode).toMatch(REPORT_REF_CODE_PATTERN);
    expect(report).toMatchObject({
      subjectType: 'vacancy',
      subjectId: 'KLV-0001',
      subjectTitle: expect.any(String),
      corporateName: expect.any(String),
      reason: 'fraud',
      status: 'received',
      details: [],
    });
    expect((await read(report.reportRefCode)).body.result).toEqual(report);
  });

  test('a company can be reported by its id', async () => {
    const vacancy = (await create(NEW_REPORT)).body.result;
    const answer = await create({ ...NEW_REPORT, subjectType: 'company', subjectId: vacancy.corporateId });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toMatchObject({ subjectType: 'company', subjectTitle: vacancy.corporateName });
  });

  test('a guest and a bad token may not report', async () => {
    expect((await running.call('POST', REPORT_PATHS.create, { body: NEW_REPORT })).httpStatus).toBe(401);
    expect((await create(NEW_REPORT, INVALID_TOKEN)).httpStatus).toBe(403);
  });

  test.each([
    ['an unknown reason', { ...NEW_REPORT, reason: 'boring' }, /reason/],
    ['an unknown subject type', { ...NEW_REPORT, subjectType: 'person' }, /subjectType/],
    ['a description under 20 characters', { ...NEW_REPORT, description: '   penipuan   ' }, /description: at least 20/],
    ['a description over 2000 characters', { ...NEW_REPORT, description: 'x'.repeat(2001) }, /description/],
    ['a vacancy that does not exist', { ...NEW_REPORT, subjectId: 'KLV-9999' }, /subjectId: no vacancy KLV-9999/],
    ['an extra field', { ...NEW_REPORT, reporterUserId: 'USR-HR-0001' }, /reporterUserId/],
  ])('%s answers 400 with the reason', async (_case, body, reason) => {
    const answer = await create(body);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(reason);
  });
});

describe('GET /rest/page/report/{reportRefCode}', () => {
  test('another user gets the same 404 as for an unknown or malformed code: a report is never shown to anyone but its reporter', async () => {
    const { reportRefCode } = (await create(NEW_REPORT)).body.result;
    const other = await read(reportRefCode, demoHr);
    expect(other.httpStatus).toBe(404);
    expect(other.body.result).toBeNull();
    expect((await read('RPT-ZZZZZZZZ')).httpStatus).toBe(404);
    expect((await read('not a code')).httpStatus).toBe(404);
    expect((await running.call('GET', REPORT_PATHS.report(reportRefCode))).httpStatus).toBe(401);
  });
});

describe('POST /rest/page/report/{reportRefCode}/details', () => {
  test('the reporter adds a text and a file they uploaded; the report lists both in order', async () => {
    const { reportRefCode } = (await create(NEW_REPORT)).body.result;
    const uploaded = await running.call<string>('POST', '/rest/open/s3/upload', {
      body: { base64: pdfFile().toString('base64'), originalFilename: 'bukti-transfer.pdf' },
      as: demoKlobber,
    });
    expect(uploaded.httpStatus).toBe(200);
    expect((await addDetail(reportRefCode, { text: 'Nomor rekening perekrut: 123-456.' })).httpStatus).toBe(200);
    const answer = await addDetail(reportRefCode, { fileName: `/files/${uploaded.body.result}` });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result.details).toEqual([
      { text: 'Nomor rekening perekrut: 123-456.', attachment: null, addedAt: expect.any(String) },
      {
        text: null,
        attachment: {
          fileName: uploaded.body.result,
          originalFilename: 'bukti-transfer.pdf',
          url: expect.stringContaining(uploaded.body.result),
        },
        addedAt: expect.any(String),
      },
    ]);
  });

  test('an empty detail, another user’s file and another user’s report are refused', async () => {
    const { reportRefCode } = (await create(NEW_REPORT)).body.result;
    const empty = await addDetail(reportRefCode, { text: '   ' });
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.message).toMatch(/a detail needs a text, a file or both/);
    const hrsFile = await running.call<string>('POST', '/rest/open/s3/upload', {
      body: { base64: pdfFile().toString('base64'), originalFilename: 'hr.pdf' },
      as: demoHr,
    });
    const foreignFile = await addDetail(reportRefCode, { fileName: hrsFile.body.result });
    expect(foreignFile.httpStatus).toBe(400);
    expect(foreignFile.body.message).toMatch(/not a file you uploaded/);
    expect((await addDetail(reportRefCode, { fileName: '../../etc/passwd' })).httpStatus).toBe(400);
    expect((await addDetail(reportRefCode, { text: 'Saya juga melihat ini.' }, demoHr)).httpStatus).toBe(404);
    expect((await read(reportRefCode)).body.result.details).toEqual([]);
  });
});

test('the demo job seeker has an earlier report in review', async () => {
  // Seeded: the demo data shows a report past its first status (reports/demo-data.ts).
  const { api } = running;
  const code = (await getValue<string>(
    api.ctx.sql,
    "SELECT report_ref_code FROM direct_reports WHERE reporter_user_id = ? AND status = 'in_review'",
    [demoKlobber.userId],
  ))!;
  const answer = await read(code);
  expect(answer.body.result).toMatchObject({ subjectId: 'KLV-0002', status: 'in_review', reason: 'misleading' });
});
