import { ARTICLE_TEASER_PARAGRAPHS } from '@klob/shared/api-contract/content';
import { demoKlobber, query, setUpTestApi } from '../../testing/index.js';

const running = setUpTestApi();

describe('ensiklobedia', () => {
  const LIST = '/rest/open/page/ensiklobedia/list';
  const DETAIL = '/rest/open/page/ensiklobedia/detail';

  test('lists at least 12 articles with title, slug, category and thumbnail in both languages', async () => {
    const answer = await running.call('GET', `${LIST}${query({ size: 50 })}`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result.totalItems).toBeGreaterThanOrEqual(12);
    expect(answer.body.result.items[0]).toMatchObject({
      articleId: expect.stringMatching(/^ENS-/),
      slug: expect.any(String),
      category: expect.any(String),
      thumbnailUrl: expect.any(String),
      title: { id: expect.any(String), en: expect.any(String) },
    });
  });

  test('filters by category and by keyword in either language', async () => {
    const stories = await running.call('GET', `${LIST}${query({ category: 'success-person' })}`);
    expect(stories.body.result.items.length).toBeGreaterThanOrEqual(2);
    expect(stories.body.result.items.every((a: { category: string }) => a.category === 'success-person')).toBe(true);
    const english = await running.call('GET', `${LIST}${query({ keyword: 'interview' })}`);
    expect(english.body.result.totalItems).toBe(2);
  });

  test('a visitor gets the limited variant, a signed-in user the whole body', async () => {
    const visitor = await running.call('GET', `${DETAIL}/ENS-0001`);
    expect(visitor.httpStatus).toBe(200);
    expect(visitor.body.result.isLimited).toBe(true);
    expect(visitor.body.result.body.id.split('\n\n')).toHaveLength(ARTICLE_TEASER_PARAGRAPHS);
    const member = await running.call('GET', `${DETAIL}/ENS-0001`, { as: demoKlobber });
    expect(member.body.result.isLimited).toBe(false);
    expect(member.body.result.body.en.split('\n\n').length).toBeGreaterThan(ARTICLE_TEASER_PARAGRAPHS);
  });

  test('an article is found by slug too; unknown answers 404; a bad category 400 naming the field', async () => {
    const bySlug = await running.call('GET', `${DETAIL}/cara-menulis-cv-yang-dilirik-hrd`);
    expect(bySlug.body.result.articleId).toBe('ENS-0001');
    expect((await running.call('GET', `${DETAIL}/ENS-9999`)).httpStatus).toBe(404);
    const bad = await running.call('GET', `${LIST}${query({ category: 'gossip' })}`);
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.message).toContain('querystring.category');
  });
});

describe('klobmeter', () => {
  const LIST = '/rest/open/page/klobmeter/list';
  const DETAIL = '/rest/open/page/klobmeter/detail';

  test('lists salary statistics and career tests; kind filters', async () => {
    const all = await running.call('GET', LIST);
    expect(all.httpStatus).toBe(200);
    const kinds = new Set(all.body.result.map((item: { kind: string }) => item.kind));
    expect(kinds).toEqual(new Set(['salary-statistics', 'career-test']));
    const tests = await running.call('GET', `${LIST}${query({ kind: 'career-test' })}`);
    expect(tests.body.result.every((item: { kind: string; careerTest: unknown }) => item.kind === 'career-test' && item.careerTest)).toBe(
      true,
    );
  });

  test('a salary statistics item answers Rupiah percentiles; unknown label 404; bad kind 400', async () => {
    const answer = await running.call('GET', `${DETAIL}/gaji-frontend-developer-jakarta`);
    expect(answer.body.result.salaryStatistics).toMatchObject({ currency: 'IDR', median: 13_500_000 });
    expect(answer.body.result.careerTest).toBeNull();
    expect((await running.call('GET', `${DETAIL}/gaji-astronot`)).httpStatus).toBe(404);
    const bad = await running.call('GET', `${LIST}${query({ kind: 'horoscope' })}`);
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.message).toContain('querystring.kind');
  });
});

describe('kaleidosklob', () => {
  const LIST = '/rest/open/page/kaleidosklob/list';
  const DETAIL = '/rest/open/page/kaleidosklob/detail';

  test('lists stories and videos, newest first, with their company', async () => {
    const answer = await running.call('GET', LIST);
    expect(answer.httpStatus).toBe(200);
    const items = answer.body.result.items;
    expect(items[0]).toMatchObject({
      itemId: 'KAL-0001',
      kind: 'video',
      corporateName: 'PT Nusantara Digital',
      videoUrl: expect.stringMatching(/\.mp4$/),
    });
    const videos = await running.call('GET', `${LIST}${query({ kind: 'video' })}`);
    expect(videos.body.result.items.every((item: { kind: string }) => item.kind === 'video')).toBe(true);
  });

  test('detail answers the body; unknown id 404; bad kind 400 naming the field', async () => {
    const answer = await running.call('GET', `${DETAIL}/KAL-0002`);
    expect(answer.body.result).toMatchObject({ kind: 'story', videoUrl: null, body: { id: expect.any(String), en: expect.any(String) } });
    expect((await running.call('GET', `${DETAIL}/KAL-9999`)).httpStatus).toBe(404);
    const bad = await running.call('GET', `${LIST}${query({ kind: 'podcast' })}`);
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.message).toContain('querystring.kind');
  });
});
