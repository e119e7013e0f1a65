import {
  DEMO_SURVEY_PAGE_URL,
  KLOBFAIR_CORPORATE_ID,
  MASTER_REGION_PATHS,
  STUDENT_MESSAGES,
  type MasterCity,
  type MasterProvince,
  SURVEY_PATHS,
  SURVEY_FIELD_ASKED,
  SURVEY_MESSAGES,
  SURVEY_QUESTION_TYPES,
  type SurveyFieldError,
  type SurveyQuestion,
  type SurveySaveErrors,
  type SurveySaveResult,
  type SurveySubmissionRecord,
  type SurveySubmissionEntry,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { getValue } from '../../db/sql.js';
import { GENEROUS_UPLOAD_QUOTA, isoMediaFile, pdfFile } from '../uploads/test-files.js';
import { MERAPI_SURVEY_ID, NUSANTARA_SURVEY_ID, SAMUDRA_SURVEY_ID } from './demo-data.js';

// Many uploads: the upload limits are tested in uploads/upload-security.test.ts.
const running = setUpTestApi({ config: { uploadQuota: GENEROUS_UPLOAD_QUOTA } });

const view = (corporateId: string) =>
  running.call<SurveyView>('GET', `/rest/open/page/survey/klobfair/view?corporateId=${encodeURIComponent(corporateId)}`);
const save = (body: unknown, as?: DemoAccount) =>
  running.call<SurveySaveResult | SurveySaveErrors>('POST', '/rest/open/page/survey/klobfair/save', { body, as });

/** A complete, valid answer for each question of a survey; file questions get a freshly uploaded pdf (an mp4 where only mp4 goes). */
async function answersFor(questions: SurveyQuestion[], as?: DemoAccount): Promise<SurveySubmissionEntry[]> {
  const entries: SurveySubmissionEntry[] = [];
  for (const question of questions) {
    const { questionId, questionType, option } = question;
    if (questionType === SURVEY_QUESTION_TYPES.short) entries.push({ questionId, answerText: 'Data Analyst' });
    else if (questionType === SURVEY_QUESTION_TYPES.multipleChoice) entries.push({ questionId, answerId: option[0]!.answerId });
    else if (questionType === SURVEY_QUESTION_TYPES.multipleResponse) {
      entries.push({ questionId, answerSequence: [{ answerId: option[0]!.answerId, sequence: 1 }] });
    } else if (questionType === SURVEY_QUESTION_TYPES.sequence || questionType === SURVEY_QUESTION_TYPES.ranking) {
      entries.push({
        questionId,
        answerSequence: [...option].reverse().map((choice, index) => ({ answerId: choice.answerId, sequence: index + 1 })),
      });
    } else {
      const video = question.fileTypes?.includes('mp4') && !question.fileTypes.includes('pdf');
      const upload = await running.call<string>('POST', '/rest/open/s3/upload', {
        body: video
          ? { base64: isoMediaFile(30).toString('base64'), originalFilename: 'intro.mp4' }
          : { base64: pdfFile().toString('base64'), originalFilename: 'cv.pdf' },
        as,
      });
      entries.push({ questionId, answerText: `/files/${upload.body.result}` });
    }
  }
  return entries;
}

describe('GET /rest/open/page/survey/klobfair/view', () => {
  test('S3-7-04 the job-fair id answers result {header, question}: open to visitors, asking name, email and phone', async () => {
    const answer = await view(KLOBFAIR_CORPORATE_ID);
    expect(answer.httpStatus).toBe(200);
    const { header, question } = answer.body.result;
    expect(header).toMatchObject({
      surveyName: expect.any(String),
      notLogin: true,
      name: SURVEY_FIELD_ASKED,
      email: SURVEY_FIELD_ASKED,
      phone: SURVEY_FIELD_ASKED,
    });
    expect(header?.description).toMatch(/<p>/);
    expect(question[0]).toEqual(
      expect.objectContaining({
        questionId: expect.any(String),
        questionText: expect.any(String),
        mandatory: 'y',
        answerNote: expect.any(String),
        templateUrl: null,
      }),
    );
  });

  test('S3-3-05 the job-fair survey uses every question type, with options (others among them) where a type needs them', async () => {
    const { question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    expect(new Set(question.map((q) => q.questionType))).toEqual(new Set(Object.values(SURVEY_QUESTION_TYPES)));
    const choice = question.find((q) => q.questionType === SURVEY_QUESTION_TYPES.multipleChoice)!;
    expect(choice.option.some((option) => option.others)).toBe(true);
    expect(choice.option[0]).toEqual({
      answerId: expect.any(String),
      answerText: expect.any(String),
      others: false,
      otherAnswer: null,
      sequence: 1,
      en: null,
    });
  });

  test('an attachment question links a template that is served', async () => {
    const { question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const templateUrl = question.find((q) => q.templateUrl)?.templateUrl;
    expect(templateUrl).toMatch(/^\/files\//);
    const served = await fetch(`${running.baseUrl}${templateUrl}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  test('a company without a survey answers an empty survey; an unknown company 404; no corporateId 400', async () => {
    expect((await view('CORP-BATIK')).body.result).toEqual({ header: null, question: [] });
    expect((await view('CORP-NOPE')).httpStatus).toBe(404);
    const missing = await running.call('GET', '/rest/open/page/survey/klobfair/view');
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('corporateId');
  });
});

describe('POST /rest/open/page/survey/klobfair/save', () => {
  test('S3-7-06 a visitor saves the job-fair survey answering every type: status 200 and the answers are stored', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const body = {
      surveyId: header!.surveyId,
      name: 'Rani',
      email: 'rani@example.id',
      phone: '+628123456789',
      option: await answersFor(question),
    };
    const answer = await save(body);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success', result: { submissionId: expect.any(String) } });
    const stored = await getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM survey_answers WHERE submission_id = ?', [
      (answer.body.result as SurveySaveResult).submissionId,
    ]);
    expect(stored).toBe(question.length);
  });

  test('S3-5-08 S3-7-06 a missing answer answers 400 with a message naming the question, and every error in result', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const entries = await answersFor(question);
    const skipped = question[2]!.questionId;
    const answer = await save({
      surveyId: header!.surveyId,
      name: 'Rani',
      email: 'rani@example.id',
      phone: '+628123456789',
      option: entries.filter((e) => e.questionId !== skipped),
    });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe(`question.${skipped}: ${SURVEY_MESSAGES.questionUnanswered}`);
    expect((answer.body.result as SurveySaveErrors).errors).toEqual([
      { field: `question.${skipped}`, questionId: skipped, message: SURVEY_MESSAGES.questionUnanswered },
    ]);
  });

  test('S3-5-06 S3-5-10 the api holds the phone to 16 characters and short answers to 255', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const entries = await answersFor(question);
    const shortId = question.find((q) => q.questionType === SURVEY_QUESTION_TYPES.short)!.questionId;
    const long = entries.map((e) => (e.questionId === shortId ? { ...e, answerText: 'x'.repeat(256) } : e));
    const answer = await save({
      surveyId: header!.surveyId,
      name: 'Rani',
      email: 'rani@example.id',
      phone: '+62812345678901234',
      option: long,
    });
    expect(answer.httpStatus).toBe(400);
    const errors = (answer.body.result as SurveySaveErrors).errors.map((error: SurveyFieldError) => [error.field, error.message]);
    expect(errors).toEqual([
      ['phone', SURVEY_MESSAGES.phoneMaxLength],
      [`question.${shortId}`, SURVEY_MESSAGES.shortAnswerMaxLength],
    ]);
  });

  test('S3-5-16 an attachment answer must name a file that was uploaded', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const attachmentId = question.find((q) => q.questionType === SURVEY_QUESTION_TYPES.attachment)!.questionId;
    const entries = (await answersFor(question)).map((e) =>
      e.questionId === attachmentId ? { ...e, answerText: '/files/../../etc/passwd' } : e,
    );
    const answer = await save({
      surveyId: header!.surveyId,
      name: 'Rani',
      email: 'rani@example.id',
      phone: '+628123456789',
      option: entries,
    });
    expect(answer.body.message).toBe(`question.${attachmentId}: ${SURVEY_MESSAGES.fileNotFound}`);
  });

  test('S3-6-01 a survey not open to visitors needs a signed-in user: 401 without a token, 403 with a bad one, 200 signed in', async () => {
    const { question } = (await view('CORP-NUSANTARA')).body.result;
    const body = { surveyId: NUSANTARA_SURVEY_ID, name: 'Kirana', option: await answersFor(question) };
    expect((await save(body)).httpStatus).toBe(401);
    expect((await running.call('POST', '/rest/open/page/survey/klobfair/save', { body, as: INVALID_TOKEN })).httpStatus).toBe(403);
    // S3-5-04: the email field is hidden for a signed-in user; the account email is used.
    const signedIn = await save(body, demoKlobber);
    expect(signedIn.httpStatus).toBe(200);
    const email = await getValue(running.api.ctx.sql, 'SELECT email FROM survey_submissions WHERE submission_id = ?', [
      (signedIn.body.result as SurveySaveResult).submissionId,
    ]);
    expect(email).toBe(demoKlobber.email);
  });

  test('S3-5-01 S3-5-07 header fields are checked as the popup checks them', async () => {
    const { question } = (await view('CORP-MERAPI')).body.result;
    const answer = await save({
      surveyId: MERAPI_SURVEY_ID,
      name: '',
      email: 'budi@example.id',
      phone: '12-34',
      option: await answersFor(question),
    });
    expect(answer.httpStatus).toBe(400);
    expect((answer.body.result as SurveySaveErrors).errors.map((error) => error.message)).toEqual([
      SURVEY_MESSAGES.nameRequired,
      SURVEY_MESSAGES.phoneFormat,
    ]);
  });

  test('a name with markup is refused with 400 naming the field and why; nothing is stored (issue 6)', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const submissions = () => getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM survey_submissions');
    const before = await submissions();
    const answer = await save({
      surveyId: header!.surveyId,
      name: '<img src=x onerror=alert(1)>',
      email: 'rani@example.id',
      phone: '+628123456789',
      option: await answersFor(question),
    });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('body.name must match format "name-without-markup"');
    expect(await submissions()).toBe(before);
  });

  test('an unknown survey answers 404; a malformed body 400 naming the field', async () => {
    expect((await save({ surveyId: 'SRV-NOPE', option: [] })).httpStatus).toBe(404);
    const noOption = await save({ surveyId: MERAPI_SURVEY_ID });
    expect(noOption.httpStatus).toBe(400);
    expect(noOption.body.message).toContain('option');
    const badEntry = await save({ surveyId: MERAPI_SURVEY_ID, option: [{ answerText: 'x' }] });
    expect(badEntry.httpStatus).toBe(400);
    expect(badEntry.body.message).toContain('questionId');
  });
});

describe('the e-form page surveys (spec 1 §2.6; DECISIONS #7)', () => {
  const eform = (surveyUrl: string) =>
    running.call<SurveyView>('GET', `${SURVEY_PATHS.eformView}?surveyUrl=${encodeURIComponent(surveyUrl)}`);
  const form = (formId: string, as?: DemoAccount) =>
    running.call<SurveyView>('GET', `${SURVEY_PATHS.formView}?formId=${encodeURIComponent(formId)}`, { as });

  test('S1-2.6-04 an /eform page reads its survey by surveyUrl; the fixed demo page too; unknown 404; none 400', async () => {
    const visitor = await eform('survei-pengunjung');
    expect(visitor.httpStatus).toBe(200);
    expect(visitor.body.result.header).toMatchObject({ surveyId: 'SRV-VISITOR-01', surveyName: 'Survei Pengunjung Klob', notLogin: true });
    expect(visitor.body.result.question.length).toBeGreaterThan(0);
    expect((await eform(DEMO_SURVEY_PAGE_URL)).body.result.header?.surveyId).toBe('SRV-DEMO-NILAI');
    expect((await eform('tidak-ada')).httpStatus).toBe(404);
    expect((await running.call('GET', SURVEY_PATHS.eformView)).httpStatus).toBe(400);
  });

  test('S1-2.6-05 an /form page reads the survey of its form event, for signed-in users only', async () => {
    expect((await form('beasiswa-merapi-2026')).httpStatus).toBe(401);
    const signedIn = await form('beasiswa-merapi-2026', demoKlobber);
    expect(signedIn.httpStatus).toBe(200);
    expect(signedIn.body.result.header?.surveyId).toBe('SRV-FORM-MERAPI');
    // An event that is not of type form has no form page.
    expect((await form('wisuda-virtual-2026', demoKlobber)).httpStatus).toBe(404);
  });

  test('a guestbook survey is no e-form page, and an e-form survey is no company guestbook', async () => {
    expect((await view('KLOB-EFORM')).httpStatus).toBe(404);
    expect((await view(KLOBFAIR_CORPORATE_ID)).body.result.header?.surveyId).not.toBe('SRV-KLOBFAIR-01');
  });

  test('an e-form page follows each question flag: optional questions may stay unanswered, mandatory ones may not', async () => {
    const { header, question } = (await eform('survei-pengunjung')).body.result;
    const mandatory = question.filter((q) => q.mandatory === 'y');
    const answered = await answersFor(mandatory);
    const saved = await save({ surveyId: header!.surveyId, name: 'Rani', email: 'rani@example.id', option: answered });
    expect(saved.httpStatus).toBe(200);
    const missing = await save({ surveyId: header!.surveyId, name: 'Rani', email: 'rani@example.id', option: answered.slice(1) });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toBe(`question.${mandatory[0]!.questionId}: ${SURVEY_MESSAGES.questionUnanswered}`);
  });
});

describe('GET the signed-in author’s latest submission', () => {
  test('the author reads back what the api stored; nobody else, and not without a token', async () => {
    const { header, question } = (await view('CORP-NUSANTARA')).body.result;
    const option = await answersFor(question, demoKlobber);
    expect((await save({ surveyId: header!.surveyId, name: 'Klobber', email: 'ignored@x.id', option }, demoKlobber)).httpStatus).toBe(200);
    const path = `${SURVEY_PATHS.mySubmission}?surveyId=${header!.surveyId}`;
    const mine = await running.call<SurveySubmissionRecord>('GET', path, { as: demoKlobber });
    expect(mine.httpStatus).toBe(200);
    expect(mine.body.result).toMatchObject({ surveyId: header!.surveyId, name: 'Klobber', email: demoKlobber.email });
    expect(mine.body.result.option.map((answer) => answer.questionId)).toEqual(question.map((q) => q.questionId));
    expect((await running.call('GET', path)).httpStatus).toBe(401);
    expect((await running.call('GET', path, { as: demoHr })).httpStatus).toBe(404);
  });
});

describe('GET a company’s guestbook submissions', () => {
  test('its admins read what visitors left, newest first; another user 403, no token 401, an unknown survey 404', async () => {
    const { header, question } = (await view('CORP-SAMUDRA')).body.result;
    expect(header).toMatchObject({ surveyId: SAMUDRA_SURVEY_ID, notLogin: true, name: 'x', email: '', phone: 'x' });
    const option = await answersFor(question);
    expect((await save({ surveyId: SAMUDRA_SURVEY_ID, name: 'Tamu Pertama', phone: '081234567890', option })).httpStatus).toBe(200);
    expect((await save({ surveyId: SAMUDRA_SURVEY_ID, name: 'Tamu Kedua', phone: '081234567891', option })).httpStatus).toBe(200);
    const path = `${SURVEY_PATHS.companySubmissions}?surveyId=${SAMUDRA_SURVEY_ID}`;
    const read = await running.call<SurveySubmissionRecord[]>('GET', path, { as: demoHr });
    expect(read.httpStatus).toBe(200);
    expect(read.body.result.map((record) => [record.name, record.phone, record.email])).toEqual([
      ['Tamu Kedua', '081234567891', null],
      ['Tamu Pertama', '081234567890', null],
    ]);
    expect(read.body.result[0]!.option.map((answer) => answer.questionId)).toEqual(question.map((q) => q.questionId));
    expect((await running.call('GET', path, { as: demoKlobber })).httpStatus).toBe(403);
    expect((await running.call('GET', path)).httpStatus).toBe(401);
    expect((await running.call('GET', `${SURVEY_PATHS.companySubmissions}?surveyId=SRV-NONE`, { as: demoHr })).httpStatus).toBe(404);
    expect((await running.call('GET', SURVEY_PATHS.companySubmissions, { as: demoHr })).httpStatus).toBe(400);
  });

  test('a guestbook still being written answers its header without questions', async () => {
    const { header, question } = (await view('CORP-RINJANI')).body.result;
    expect(header?.surveyName).toBe('Buku Tamu PT Rinjani Wisata');
    expect(question).toEqual([]);
  });
});

describe('an attachment answer read back for editing', () => {
  test('names its stored file: name, size, MIME type, url and key; other answers name none', async () => {
    const { header, question } = (await view(KLOBFAIR_CORPORATE_ID)).body.result;
    const option = await answersFor(question, demoKlobber);
    const saved = await save({ surveyId: header!.surveyId, name: 'Klobber', phone: '081234567890', option }, demoKlobber);
    expect(saved.httpStatus).toBe(200);
    const stored = await running.call<SurveySubmissionRecord>('GET', `${SURVEY_PATHS.mySubmission}?surveyId=${header!.surveyId}`, {
      as: demoKlobber,
    });
    const attachment = question.find((q) => q.questionType === SURVEY_QUESTION_TYPES.attachment)!;
    const fileAnswer = stored.body.result.option.find((answer) => answer.questionId === attachment.questionId)!;
    const fileKey = fileAnswer.answerText!.replace(/^\/files\//, '');
    expect(fileAnswer.file).toEqual({
      name: 'cv.pdf',
      size: pdfFile().length,
      type: 'application/pdf',
      url: fileAnswer.answerText,
      fileKey,
    });
    const shortAnswer = stored.body.result.option.find((answer) => answer.questionId === question[0]!.questionId)!;
    expect(shortAnswer.file).toBeNull();
  });
});

describe('the university form (spec 3 §3): master regions and the student data', () => {
  test('S3-3-21 provinces, and the cities of one province; an unknown province 404, none 400', async () => {
    const provinces = await running.call<MasterProvince[]>('GET', MASTER_REGION_PATHS.provinces);
    expect(provinces.httpStatus).toBe(200);
    expect(provinces.body.result).toContainEqual({ provinceId: '32', provinceName: 'Jawa Barat' });
    const cities = await running.call<MasterCity[]>('GET', `${MASTER_REGION_PATHS.cities}?provinceId=32`);
    expect(cities.body.result.map((city) => city.cityName)).toEqual(['Kota Bandung', 'Kota Bekasi', 'Kota Bogor']);
    expect(cities.body.result.every((city) => city.provinceId === '32')).toBe(true);
    expect((await running.call('GET', `${MASTER_REGION_PATHS.cities}?provinceId=99`)).httpStatus).toBe(404);
    expect((await running.call('GET', MASTER_REGION_PATHS.cities)).httpStatus).toBe(400);
  });

  test('S3-3-21 a form that asks the student data checks NIK, NPWP and a city of the province, then stores them', async () => {
    const { header, question } = (
      await running.call<SurveyView>('GET', `${SURVEY_PATHS.formView}?formId=beasiswa-merapi-2026`, { as: demoKlobber })
    ).body.result;
    expect(header?.student).toBe(SURVEY_FIELD_ASKED);
    const base = { surveyId: header!.surveyId, name: 'Klobber', phone: '081234567890', option: await answersFor(question, demoKlobber) };
    const wrong = await save({ ...base, student: { nik: '12345', npwp: '12.345', provinceId: '32', cityId: '3171' } }, demoKlobber);
    expect(wrong.httpStatus).toBe(400);
    const fields = (wrong.body.result as SurveySaveErrors).errors.map((error) => [error.field, error.message]);
    expect(fields).toEqual([
      ['student.nik', STUDENT_MESSAGES.nikFormat],
      ['student.npwp', STUDENT_MESSAGES.npwpFormat],
      ['student.cityId', STUDENT_MESSAGES.cityRequired],
    ]);
    const student = { nik: '3273010101010001', npwp: '12.345.678.9-012.345', provinceId: '32', cityId: '3273' };
    expect((await save({ ...base, student }, demoKlobber)).httpStatus).toBe(200);
    const stored = await running.call<SurveySubmissionRecord>('GET', `${SURVEY_PATHS.mySubmission}?surveyId=${header!.surveyId}`, {
      as: demoKlobber,
    });
    expect(stored.body.result.student).toEqual({ ...student, npwp: '123456789012345' });
  });
});
