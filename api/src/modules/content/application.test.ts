import { APPLICATION_PATHS, MAX_APPLICATIONS_PER_DAY, MAX_APPLY_REACHED, type AppliedJob } from '@klob/shared/api-contract/content';
import { demoHr, demoKlobber, query, setUpTestApi, type DemoAccount } from '../../testing/index.js';

const running = setUpTestApi();

const submit = (klobVacancyCode: string, answers: unknown[] = [], as: DemoAccount = demoHr) =>
  running.call('POST', APPLICATION_PATHS.submit, { as, body: { klobVacancyCode, answers } });

describe(`POST ${APPLICATION_PATHS.submit}`, () => {
  test('stores an application with its answers; it shows first in the applied-jobs list and as hasApplied', async () => {
    const answers = [
      { questionId: 'AQ-001', answerText: '3 tahun' },
      { questionId: 'AQ-002', answerIds: ['AQ-002-1'] },
    ];
    const sent = await submit('KLV-0001', answers, demoKlobber);
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.result).toMatchObject({ vacancy: { klobVacancyCode: 'KLV-0001' }, stage: 'applied' });
    const list = await running.call('GET', APPLICATION_PATHS.list, { as: demoKlobber });
    const codes = list.body.result.items.map((item: AppliedJob) => item.vacancy.klobVacancyCode);
    expect(codes[0]).toBe('KLV-0001');
    expect(codes).toEqual(expect.arrayContaining(['KLV-0003', 'KLV-0004']));
    const detail = await running.call('GET', '/rest/open/page/klobnco/vacancy/detail/KLV-0001', { as: demoKlobber });
    expect(detail.body.result.hasApplied).toBe(true);
    const again = await submit('KLV-0001', answers, demoKlobber);
    expect(again.httpStatus).toBe(409);
  });

  test('S3-3-20 the test step: the questions come without their answers; the sent test is scored and shown with the application', async () => {
    const test = await running.call('GET', `${APPLICATION_PATHS.test}${query({ klobVacancyCode: 'KLV-0002' })}`, { as: demoKlobber });
    expect(test.httpStatus).toBe(200);
    const questions = test.body.result.questions as { questionId: string; options: { answerId: string }[] }[];
    expect(questions).toHaveLength(2);
    expect(JSON.stringify(test.body.result)).not.toContain('correct');
    const none = await running.call('GET', `${APPLICATION_PATHS.test}${query({ klobVacancyCode: 'KLV-0010' })}`, { as: demoKlobber });
    expect(none.body.result.questions).toEqual([]);

    const answers = [{ questionId: 'AQ-005', answerText: 'Sistem pembayaran' }];
    const unanswered = await submit('KLV-0002', answers, demoKlobber);
    expect(unanswered.httpStatus).toBe(400);
    expect(unanswered.body.message).toBe(`testAnswers: ${questions[0]!.questionId} is required`);
    // The first question answered right (404), the second wrong (INSERT).
    const testAnswers = [
      { questionId: questions[0]!.questionId, answerId: questions[0]!.options[1]!.answerId },
      { questionId: questions[1]!.questionId, answerId: questions[1]!.options[0]!.answerId },
    ];
    const sent = await running.call('POST', APPLICATION_PATHS.submit, {
      as: demoKlobber,
      body: { klobVacancyCode: 'KLV-0002', answers, testAnswers },
    });
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.result.testResult).toEqual({ score: 1, total: 2 });
    const foreign = await running.call('POST', APPLICATION_PATHS.submit, {
      as: demoHr,
      body: { klobVacancyCode: 'KLV-0010', answers: [], testAnswers },
    });
    expect(foreign.httpStatus).toBe(400);
  });

  test('a missing mandatory answer, an unknown question or option answers 400 with the reason', async () => {
    const missing = await submit('KLV-0002', []);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toMatch(/is required/);
    const foreign = await submit('KLV-0010', [{ questionId: 'AQ-001', answerText: 'x' }]);
    expect(foreign.httpStatus).toBe(400);
    expect(foreign.body.message).toContain('AQ-001');
    const option = await submit('KLV-0001', [
      { questionId: 'AQ-001', answerText: '1' },
      { questionId: 'AQ-002', answerIds: ['NOPE'] },
    ]);
    expect(option.httpStatus).toBe(400);
    // The portfolio question is labelled PDF and takes pdf files only (issue 21).
    const image = await submit('KLV-0001', [
      { questionId: 'AQ-001', answerText: '1' },
      { questionId: 'AQ-002', answerIds: ['AQ-002-1'] },
      { questionId: 'AQ-004', answerText: '/files/0123456789abcdef01234567-portfolio.png' },
    ]);
    expect(image.httpStatus).toBe(400);
    expect(image.body.message).toBe('answers: AQ-004 takes pdf files only');
    expect((await running.call('POST', APPLICATION_PATHS.submit, { as: demoHr, body: { answers: [] } })).httpStatus).toBe(400);
  });

  test('guests get 401, an unknown vacancy 404', async () => {
    expect((await running.call('POST', APPLICATION_PATHS.submit, { body: { klobVacancyCode: 'KLV-0010', answers: [] } })).httpStatus).toBe(
      401,
    );
    expect((await submit('KLV-9999')).httpStatus).toBe(404);
    expect((await running.call('GET', APPLICATION_PATHS.list)).httpStatus).toBe(401);
    expect((await running.call('GET', APPLICATION_PATHS.quota)).httpStatus).toBe(401);
  });

  test(`the quota counts today's applications and refuses beyond ${MAX_APPLICATIONS_PER_DAY} with ${MAX_APPLY_REACHED}`, async () => {
    const before = await running.call('GET', APPLICATION_PATHS.quota, { as: demoHr });
    expect(before.body.result).toEqual({ maxPerDay: MAX_APPLICATIONS_PER_DAY, usedToday: 0, remaining: MAX_APPLICATIONS_PER_DAY });
    for (let n = 0; n < MAX_APPLICATIONS_PER_DAY; n += 1) expect((await submit(`KLV-00${20 + n}`)).httpStatus).toBe(200);
    const after = await running.call('GET', APPLICATION_PATHS.quota, { as: demoHr });
    expect(after.body.result).toMatchObject({ usedToday: MAX_APPLICATIONS_PER_DAY, remaining: 0 });
    const refused = await submit('KLV-0030');
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.code).toBe(MAX_APPLY_REACHED);
    const page = await running.call('GET', `${APPLICATION_PATHS.list}${query({ size: 2 })}`, { as: demoHr });
    expect(page.body.result).toMatchObject({ totalItems: MAX_APPLICATIONS_PER_DAY, totalPages: 3 });
  });
});
