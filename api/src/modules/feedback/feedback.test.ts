import {
  FEEDBACK_SECTIONS,
  NPS_COMMENT_MAX_LENGTH,
  NPS_MEANINGS,
  type FeedbackItem,
  type NpsAnswerRequest,
} from '@klob/shared/api-contract/forms';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';

const PATH = '/rest/page/csat/nps';
const running = setUpTestApi();

const items = (as: DemoAccount, query = '') => running.call<FeedbackItem[]>('GET', `${PATH}${query}`, { as });
const answerFor = (item: FeedbackItem, value: number, answerText = 'Lowongannya relevan.'): NpsAnswerRequest => ({
  campaignId: item.campaignId,
  type: item.type,
  section: item.section,
  answerId: item.question.find((question) => question.value === value)!.answerId,
  answerText,
  featureId: null,
});
const answer = (body: unknown, as: DemoAccount = demoKlobber) => running.call('POST', PATH, { body, as });

describe('GET /rest/page/csat/nps', () => {
  test('S1-7-18 S3-7-10 answers an array of feedback items with campaignId, type, section, isExist, notes and a rated question list', async () => {
    const response = await items(demoHr);
    expect(response.httpStatus).toBe(200);
    const list = response.body.result;
    expect(new Set(list.map((item) => item.section))).toEqual(new Set(FEEDBACK_SECTIONS));
    expect(list[0]).toEqual({
      campaignId: expect.any(String),
      type: expect.stringMatching(/^(NPS|CSAT)$/),
      section: expect.any(String),
      isExist: false,
      note_id: expect.any(String),
      note_en: expect.any(String),
      question: expect.any(Array),
    });
  });

  test('S1-3-10 S1-9-02 S1-9-04 the question list rates 1 to 10 with the meanings banded at 7 and 9', async () => {
    const logout = (await items(demoHr, '?section=logout')).body.result[0]!;
    expect(logout.question.map((question) => question.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(logout.question.map((question) => question.meaning)).toEqual([
      ...Array(6).fill(NPS_MEANINGS.detractor),
      NPS_MEANINGS.passive,
      NPS_MEANINGS.passive,
      NPS_MEANINGS.promoter,
      NPS_MEANINGS.promoter,
    ]);
    expect(new Set(logout.question.map((question) => question.answerId)).size).toBe(10);
  });

  test('S1-4.4-07 only unanswered items are offered: the demo klobber already answered last quarter’s logout survey', async () => {
    const offered = (await items(demoKlobber, '?section=logout')).body.result;
    expect(offered.map((item) => item.campaignId)).toEqual(['NPS-LOGOUT-2026Q1']);
    const everything = (await items(demoKlobber, '?section=logout&includeAnswered=true')).body.result;
    expect(everything.map((item) => [item.campaignId, item.isExist])).toEqual([
      ['NPS-LOGOUT-2026Q1', false],
      ['NPS-LOGOUT-2025Q4', true],
    ]);
  });

  test('401 without a token, 403 with a bad one, 400 naming an unknown section', async () => {
    expect((await running.call('GET', PATH)).httpStatus).toBe(401);
    expect((await running.call('GET', PATH, { as: INVALID_TOKEN })).httpStatus).toBe(403);
    const bad = await items(demoKlobber, '?section=nowhere');
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.message).toContain('section');
  });
});

describe('POST /rest/page/csat/nps', () => {
  test('S1-7-16 stores the answer; the item is then no longer offered, and a second answer is refused', async () => {
    const item = (await items(demoHr, '?section=klobnco')).body.result[0]!;
    const saved = await answer(answerFor(item, 8), demoHr);
    expect(saved.httpStatus).toBe(200);
    expect(saved.body).toMatchObject({ status: 200, message: 'success' });
    expect((await items(demoHr, '?section=klobnco')).body.result).toEqual([]);
    expect((await answer(answerFor(item, 10), demoHr)).httpStatus).toBe(409);
    const stored = await running.api.ctx.sql.get(
      'SELECT answer_text, feature_id FROM feedback_answers WHERE campaign_id = ? AND user_id = ?',
      [item.campaignId, demoHr.userId],
    );
    expect(stored).toEqual({ answer_text: 'Lowongannya relevan.', feature_id: null });
  });

  test('S1-5-07 S1-5-08 the comment must be non-empty and at most 1000 characters', async () => {
    const item = (await items(demoKlobber, '?section=ensiklobedia')).body.result[0]!;
    const blank = await answer(answerFor(item, 5, '   '));
    expect(blank.httpStatus).toBe(400);
    expect(blank.body.message).toMatch(/^answerText/);
    const long = await answer(answerFor(item, 5, 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1)));
    expect(long.httpStatus).toBe(400);
    expect(long.body.message).toContain('answerText');
    expect((await answer(answerFor(item, 5, 'x'.repeat(NPS_COMMENT_MAX_LENGTH)))).httpStatus).toBe(200);
  });

  test('S1-3-09 featureId is null: any other value is refused', async () => {
    const item = (await items(demoKlobber, '?section=kaleidosklob')).body.result[0]!;
    const withFeature = await answer({ ...answerFor(item, 7), featureId: 'FEATURE-1' });
    expect(withFeature.httpStatus).toBe(400);
    expect(withFeature.body.message).toContain('featureId');
  });

  test('400 naming a field that does not match the campaign; 404 for an unknown campaign; 401 signed out', async () => {
    const item = (await items(demoKlobber, '?section=klobmeter')).body.result[0]!;
    expect((await answer({ ...answerFor(item, 3), type: 'NPS' })).body.message).toMatch(/^type: /);
    expect((await answer({ ...answerFor(item, 3), section: 'logout' })).body.message).toMatch(/^section: /);
    expect((await answer({ ...answerFor(item, 3), answerId: 'NPS-LOGOUT-2026Q1-3' })).body.message).toMatch(/^answerId: /);
    const missing = await answer({ ...answerFor(item, 3), campaignId: undefined });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('campaignId');
    expect((await answer({ ...answerFor(item, 3), campaignId: 'NPS-NOPE' })).httpStatus).toBe(404);
    expect((await running.call('POST', PATH, { body: answerFor(item, 3) })).httpStatus).toBe(401);
  });
});
