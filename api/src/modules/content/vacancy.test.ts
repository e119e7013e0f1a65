import {
  ANONYMOUS_CORPORATE_ID,
  CONTENT_PATHS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  WORK_MODELS,
  type VacancySummary,
} from '@klob/shared/api-contract/content';
import { jobShortHash } from '@klob/shared/links';
import { DEMO_KLOBBER_ID, demoCompanies } from '../core/demo-data.js';
import { campaignPartners } from '../platform/campaign-partner-data.js';
import { FORGED_TOKEN, demoKlobber, query, setUpTestApi } from '../../testing/index.js';
import { allValues, getValue } from '../../db/sql.js';

const LIST = '/rest/open/page/klobnco/vacancy/list';
const DETAIL = '/rest/open/page/klobnco/vacancy/detail';
const CLICK_APPLY = '/rest/page/klobnco/detail/vacancy/clickapply';
const QUESTIONS = '/rest/page/klobnco/additional/question/detail';

const running = setUpTestApi();

const listAll = async (params: Record<string, string | number> = {}): Promise<VacancySummary[]> => {
  const answer = await running.call('GET', `${LIST}${query({ size: MAX_PAGE_SIZE, ...params })}`);
  expect(answer.httpStatus).toBe(200);
  return answer.body.result.items;
};

describe('vacancy seed', () => {
  test('at least 50 vacancies across all 12 demo companies, many provinces and every work model', async () => {
    const { sql } = running.api.ctx;
    expect(await getValue(sql, 'SELECT COUNT(*) FROM vacancies')).toBeGreaterThanOrEqual(50);
    expect(await getValue(sql, 'SELECT COUNT(DISTINCT corporate_id) FROM vacancies')).toBe(demoCompanies.length + campaignPartners.length);
    expect(await getValue(sql, 'SELECT COUNT(DISTINCT province) FROM vacancies')).toBeGreaterThanOrEqual(15);
    expect(await allValues(sql, 'SELECT DISTINCT work_model FROM vacancies ORDER BY 1')).toEqual([...WORK_MODELS].sort());
  });
});

describe(`GET ${LIST}`, () => {
  test('answers the first page of the newest vacancies with paging figures', async () => {
    const answer = await running.call('GET', LIST);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    const { items, page, size, totalItems, totalPages } = answer.body.result;
    expect(items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect({ page, size }).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(totalItems).toBeGreaterThanOrEqual(50);
    expect(totalPages).toBe(Math.ceil(totalItems / DEFAULT_PAGE_SIZE));
    const dates = items.map((item: VacancySummary) => item.postedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({
      klobVacancyCode: expect.stringMatching(/^KLV-\d{4}$/),
      salary: { currency: 'IDR' },
    });
  });

  test('pages do not overlap', async () => {
    const first = await running.call('GET', `${LIST}${query({ page: 1, size: 5 })}`);
    const second = await running.call('GET', `${LIST}${query({ page: 2, size: 5 })}`);
    const codes = (answer: typeof first) => answer.body.result.items.map((item: VacancySummary) => item.klobVacancyCode);
    expect(codes(second)).toHaveLength(5);
    expect(codes(first).filter((code: string) => codes(second).includes(code))).toEqual([]);
  });

  test('filters by keyword, case-insensitively, over position and company name', async () => {
    const byPosition = await listAll({ keyword: 'FRONTEND' });
    expect(byPosition.map((v) => v.positionName)).toEqual(['Frontend Developer']);
    const byCompany = await listAll({ keyword: 'nusantara digital' });
    expect(byCompany).toHaveLength(5);
    expect(new Set(byCompany.map((v) => v.corporateId))).toEqual(new Set(['CORP-NUSANTARA']));
  });

  test('filters by location (city or province part), province, work model, job level and employment status', async () => {
    const jakarta = await listAll({ location: 'jakarta' });
    expect(jakarta.length).toBeGreaterThan(0);
    expect(jakarta.every((v) => /jakarta/i.test(`${v.city} ${v.province}`))).toBe(true);
    const westJava = await listAll({ province: 'Jawa Barat' });
    expect(westJava.length).toBeGreaterThan(0);
    expect(westJava.every((v) => v.province === 'Jawa Barat')).toBe(true);
    const remoteOrHybrid = await listAll({ workModel: 'remote,hybrid' });
    expect(remoteOrHybrid.length).toBeGreaterThan(0);
    expect(remoteOrHybrid.every((v) => v.workModel === 'remote' || v.workModel === 'hybrid')).toBe(true);
    const interns = await listAll({ jobLevel: 'internship', employmentStatus: 'internship' });
    expect(interns.length).toBeGreaterThanOrEqual(3);
    expect(interns.every((v) => v.jobLevel === 'internship' && v.employmentStatus === 'internship')).toBe(true);
  });

  test('filters by corporateId and leaves out that company’s anonymous vacancies', async () => {
    const celebes = await listAll({ corporateId: 'CORP-CELEBES' });
    expect(celebes).toHaveLength(4);
    expect(celebes.every((v) => v.corporateId === 'CORP-CELEBES' && !v.anonym)).toBe(true);
  });

  test('anonymous vacancies hide their company and hidden salaries answer null', async () => {
    const anonymous = (await listAll({ keyword: 'Direktur Risiko' }))[0];
    expect(anonymous).toMatchObject({ anonym: true, corporateId: ANONYMOUS_CORPORATE_ID, corporateLogoUrl: null });
    expect(anonymous?.salary).toEqual({ currency: 'IDR', min: null, max: null, visible: false });
  });

  test('a wildcard in the keyword matches literally', async () => {
    expect(await listAll({ keyword: '%' })).toEqual([]);
  });

  test.each([
    ['workModel', { workModel: 'office' }],
    ['jobLevel', { jobLevel: 'boss' }],
    ['employmentStatus', { employmentStatus: 'full-time,gig' }],
    ['size', { size: MAX_PAGE_SIZE + 1 }],
    ['page', { page: 0 }],
    ['corporateId', { corporateId: 'CORP NUSANTARA' }],
  ])('a bad %s answers 400 naming the field', async (field, params) => {
    const answer = await running.call('GET', `${LIST}${query(params)}`);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain(`querystring.${field}`);
  });
});

describe(`GET ${DETAIL}/{klobVacancyCode}`, () => {
  test('answers the vacancy with texts in both languages; visitors get hasApplied null', async () => {
    const answer = await running.call('GET', `${DETAIL}/KLV-0001`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toMatchObject({
      klobVacancyCode: 'KLV-0001',
      positionName: 'Frontend Developer',
      corporateId: 'CORP-NUSANTARA',
      description: { id: expect.any(String), en: expect.any(String) },
      additionalQuestionCount: 4,
      hasApplied: null,
    });
  });

  test('a signed-in user sees whether they applied', async () => {
    const applied = await running.call('GET', `${DETAIL}/KLV-0003`, { as: demoKlobber });
    expect(applied.body.result.hasApplied).toBe(true);
    const notApplied = await running.call('GET', `${DETAIL}/KLV-0010`, { as: demoKlobber });
    expect(notApplied.body.result.hasApplied).toBe(false);
  });

  test('an unknown code answers 404, a malformed one 400 naming the field, an expired token 403', async () => {
    expect((await running.call('GET', `${DETAIL}/KLV-9999`)).httpStatus).toBe(404);
    const malformed = await running.call('GET', `${DETAIL}/${encodeURIComponent('KLV 1')}`);
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.message).toContain('params.klobVacancyCode');
    expect((await running.call('GET', `${DETAIL}/KLV-0001`, { as: FORGED_TOKEN })).httpStatus).toBe(403);
  });
});

describe(`POST ${CLICK_APPLY}`, () => {
  test('S3-7-11 records the apply click once per user', async () => {
    const first = await running.call('POST', `${CLICK_APPLY}${query({ klobVacancyCode: 'KLV-0020' })}`, { as: demoKlobber });
    expect(first.httpStatus).toBe(200);
    expect(first.body.result).toMatchObject({ klobVacancyCode: 'KLV-0020', alreadyApplied: false });
    const second = await running.call('POST', `${CLICK_APPLY}${query({ klobVacancyCode: 'KLV-0020' })}`, { as: demoKlobber });
    expect(second.body.result).toEqual({ ...first.body.result, alreadyApplied: true });
    const rows = await getValue(
      running.api.ctx.sql,
      'SELECT COUNT(*) FROM vacancy_applications WHERE user_id = ? AND klob_vacancy_code = ?',
      [DEMO_KLOBBER_ID, 'KLV-0020'],
    );
    expect(rows).toBe(1);
  });

  test('S3-7-11 needs a user: 401 without a token, 403 with a forged one', async () => {
    const path = `${CLICK_APPLY}${query({ klobVacancyCode: 'KLV-0020' })}`;
    expect((await running.call('POST', path)).httpStatus).toBe(401);
    expect((await running.call('POST', path, { as: FORGED_TOKEN })).httpStatus).toBe(403);
  });

  test('S3-7-11 a missing code answers 400 naming the field, an unknown one 404', async () => {
    const missing = await running.call('POST', CLICK_APPLY, { as: demoKlobber });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('klobVacancyCode');
    expect((await running.call('POST', `${CLICK_APPLY}${query({ klobVacancyCode: 'KLV-9999' })}`, { as: demoKlobber })).httpStatus).toBe(
      404,
    );
  });
});

describe(`GET ${QUESTIONS}`, () => {
  test('S3-7-16 answers the application questions of a vacancy with their options, in order', async () => {
    const answer = await running.call('GET', `${QUESTIONS}${query({ klobVacancyCode: 'KLV-0001' })}`, { as: demoKlobber });
    expect(answer.httpStatus).toBe(200);
    const { questions } = answer.body.result;
    expect(questions.map((q: { questionType: string }) => q.questionType)).toEqual([
      'short',
      'multiple choice',
      'multiple response',
      'attachment',
    ]);
    expect(questions[1].options.map((o: { answerText: string }) => o.answerText)).toEqual(['Segera', '1 bulan', '2 bulan atau lebih']);
    expect(questions[0].mandatory).toBe('y');
  });

  test('S3-7-16 a vacancy without questions answers an empty list', async () => {
    const answer = await running.call('GET', `${QUESTIONS}${query({ klobVacancyCode: 'KLV-0030' })}`, { as: demoKlobber });
    expect(answer.body.result).toEqual({ klobVacancyCode: 'KLV-0030', questions: [] });
  });

  test('S3-7-16 needs a user (401/403), validates the code (400) and knows it (404)', async () => {
    const path = `${QUESTIONS}${query({ klobVacancyCode: 'KLV-0001' })}`;
    expect((await running.call('GET', path)).httpStatus).toBe(401);
    expect((await running.call('GET', path, { as: FORGED_TOKEN })).httpStatus).toBe(403);
    const missing = await running.call('GET', QUESTIONS, { as: demoKlobber });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('klobVacancyCode');
    expect((await running.call('GET', `${QUESTIONS}${query({ klobVacancyCode: 'KLV-9999' })}`, { as: demoKlobber })).httpStatus).toBe(404);
  });
});

describe('GET /rest/open/page/klobnco/vacancy/short/{hash}', () => {
  const SHORT = (hash: string) => CONTENT_PATHS.vacancyByShortHash(hash);

  test('answers the job of a short link to anyone, with what its job page address needs', async () => {
    const answer = await running.call('GET', SHORT(jobShortHash('KLV-0001')));
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toMatchObject({
      klobVacancyCode: 'KLV-0001',
      corporateId: expect.any(String),
      corporateSlug: expect.any(String),
      slug: expect.any(String),
      anonym: false,
    });
  });

  test('an anonymous vacancy keeps its company hidden behind its short link', async () => {
    const anonymous = (await listAll()).find((vacancy) => vacancy.anonym);
    expect(anonymous).toBeDefined();
    const answer = await running.call('GET', SHORT(jobShortHash(anonymous!.klobVacancyCode)));
    expect(answer.body.result).toMatchObject({ corporateId: ANONYMOUS_CORPORATE_ID, anonym: true });
  });

  test('what is not a short link is refused with a reason (400); a link of no vacancy is 404', async () => {
    const hyphen = await running.call('GET', SHORT('not-a-hash'));
    expect(hyphen.httpStatus).toBe(400);
    expect(hyphen.body.message).toContain('hash');
    const notACode = await running.call('GET', SHORT('zzzzzzzzzz'));
    expect(notACode.httpStatus).toBe(400);
    expect(notACode.body.message).toContain('not a short job link');
    expect((await running.call('GET', SHORT(jobShortHash('KLV-9999')))).httpStatus).toBe(404);
  });
});
