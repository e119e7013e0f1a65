import {
  LANDING_SEARCH_LIMIT,
  SEARCH_HISTORY_LIMIT,
  SEARCH_KEYWORD_MAX_LENGTH,
  SUGGESTION_GROUP_LIMIT,
  SUGGESTION_TYPES,
} from '@klob/shared/api-contract/search';
import { DEMO_HR_ID } from '../core/demo-data.js';
import { FORGED_TOKEN, demoHr, demoKlobber, query, setUpTestApi, type Caller } from '../../testing/index.js';
import { getValue } from '../../db/sql.js';

const SUGGESTION = '/rest/open/index/search/suggestion';
const LANDING = '/rest/open/index/landing/search/jobvacancy';
const SAVE = '/rest/open/page/landing/klobnco/search/save-search-history';
const DELETE = '/rest/open/index/search/history/delete';

const running = setUpTestApi();

const suggest = (keyword: string, as?: Caller, extra: Record<string, string> = {}) =>
  running.call('GET', `${SUGGESTION}${query({ keyword, ...extra })}`, { as });
const texts = (items: { text: string }[]) => items.map((item) => item.text);

describe(`GET ${SUGGESTION}`, () => {
  test('S1-7-21 answers status and the five result groups', async () => {
    const answer = await suggest('developer');
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.status).toBe(200);
    expect(Object.keys(answer.body.result).sort()).toEqual(['lastSearchKeyword', ...SUGGESTION_TYPES].sort());
    expect(answer.body.result.jobVacancy[0]).toEqual({
      text: 'Frontend Developer',
      type: 'jobVacancy',
      id: 'KLV-0001',
      thumbnailUrl: expect.any(String),
      anonym: false,
      corporateId: 'CORP-NUSANTARA',
      corporateName: 'PT Nusantara Digital',
    });
  });

  test('S1-7-21 matching ignores case and accents, and every word must start a word', async () => {
    expect(texts((await suggest('FRONTEND')).body.result.jobVacancy)).toEqual(['Frontend Developer']);
    expect(texts((await suggest('frönt')).body.result.jobVacancy).sort()).toEqual(['Front Office Agent', 'Frontend Developer']);
    expect(texts((await suggest('chef part')).body.result.jobVacancy)).toEqual(['Chef de Partie']);
    expect((await suggest('ontend')).body.result.jobVacancy).toEqual([]);
  });

  test('S1-7-21 each group answers its own kind of item, at most SUGGESTION_GROUP_LIMIT', async () => {
    const answer = await suggest('gaji');
    expect(answer.body.result.klobmeter.length).toBe(SUGGESTION_GROUP_LIMIT);
    expect(answer.body.result.klobmeter.every((item: { type: string }) => item.type === 'klobmeter')).toBe(true);
    const articles = (await suggest('wawancara')).body.result.ensiklobedia;
    expect(articles.map((item: { id: string }) => item.id)).toContain('ENS-0002');
    const stories = (await suggest('merapi')).body.result.kaleidosklob;
    expect(stories[0]).toMatchObject({ type: 'kaleidosklob', corporateId: 'CORP-MERAPI', corporateName: 'PT Merapi Energi' });
  });

  test('S1-7-21 texts follow lang; the default is Indonesian', async () => {
    expect(texts((await suggest('interview')).body.result.ensiklobedia)).toContain('Tips Lolos Wawancara Kerja Pertama');
    expect(texts((await suggest('interview', undefined, { lang: 'en' })).body.result.ensiklobedia)).toContain(
      'Tips to Pass Your First Job Interview',
    );
  });

  test('S1-7-21 an anonymous vacancy is not found by its company name and hides the company', async () => {
    const byCompany = (await suggest('celebes')).body.result.jobVacancy;
    expect(texts(byCompany)).not.toContain('Direktur Risiko');
    const byTitle = (await suggest('direktur risiko')).body.result.jobVacancy;
    expect(byTitle).toEqual([expect.objectContaining({ text: 'Direktur Risiko', anonym: true, corporateId: 'klob', thumbnailUrl: null })]);
  });

  test('S1-7-21 query syntax in the keyword is plain text', async () => {
    for (const keyword of ['"', 'dev*', 'NEAR(a b)', 'a OR b', '-', ')']) {
      const answer = await suggest(keyword);
      expect(answer.httpStatus).toBe(200);
    }
  });

  test('S1-4.6-06 api side: an empty keyword answers only the history', async () => {
    const answer = await suggest('', demoKlobber);
    expect(answer.body.result).toEqual({
      lastSearchKeyword: ['UI/UX Designer', 'data analyst', 'wawancara', 'frontend developer', 'Jakarta'],
      jobVacancy: [],
      klobmeter: [],
      ensiklobedia: [],
      kaleidosklob: [],
    });
  });

  test('S1-7-21 lastSearchKeyword holds the signed-in user’s matching history, newest first; visitors get none', async () => {
    expect((await suggest('a', demoKlobber)).body.result.lastSearchKeyword).toEqual(['data analyst', 'wawancara', 'Jakarta']);
    expect((await suggest('DEV', demoKlobber)).body.result.lastSearchKeyword).toEqual(['frontend developer']);
    expect((await suggest('dev')).body.result.lastSearchKeyword).toEqual([]);
    expect((await suggest('dev', demoHr)).body.result.lastSearchKeyword).toEqual([]);
  });

  test('S1-7-21 a keyword over the limit or an unknown lang answers 400 naming the field; a forged token 403', async () => {
    const long = await suggest('x'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1));
    expect(long.httpStatus).toBe(400);
    expect(long.body.message).toContain('querystring.keyword');
    const lang = await suggest('dev', undefined, { lang: 'fr' });
    expect(lang.httpStatus).toBe(400);
    expect(lang.body.message).toContain('querystring.lang');
    expect((await suggest('dev', FORGED_TOKEN)).httpStatus).toBe(403);
  });
});

describe(`GET ${LANDING}`, () => {
  test('S1-7-19 positionName answers an array of matching position names, prefix matches first', async () => {
    const answer = await running.call('GET', `${LANDING}${query({ positionName: 'manager' })}`);
    expect(answer.httpStatus).toBe(200);
    const names: string[] = answer.body.result;
    expect(names.every((name) => /manager/i.test(name))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['Product Manager', 'Project Manager', 'Relationship Manager', 'Revenue Manager']));
    const prefixed = await running.call('GET', `${LANDING}${query({ positionName: 'staf' })}`);
    expect(prefixed.body.result.slice(0, 2)).toEqual(['Staf Gudang', 'Staf Pengolahan Ikan']);
  });

  test('S1-7-19 corporateName answers names of companies with visible vacancies, case-insensitively', async () => {
    const answer = await running.call('GET', `${LANDING}${query({ corporateName: 'PT B' })}`);
    expect(answer.body.result).toEqual(['PT Bali Hospitality Group', 'PT Borneo Konstruksi']);
    const empty = await running.call('GET', `${LANDING}${query({ corporateName: '' })}`);
    expect(empty.body.result).toHaveLength(LANDING_SEARCH_LIMIT);
  });

  test('S1-7-19 neither or both parameters answer 400 naming them', async () => {
    const neither = await running.call('GET', LANDING);
    expect(neither.httpStatus).toBe(400);
    expect(neither.body.message).toContain('corporateName');
    expect(neither.body.message).toContain('positionName');
    const both = await running.call('GET', `${LANDING}${query({ corporateName: 'a', positionName: 'b' })}`);
    expect(both.httpStatus).toBe(400);
  });
});

describe('search history', () => {
  const save = (keyword: string, as?: Caller, entity = 'jobVacancy') => running.call('GET', `${SAVE}${query({ entity, keyword })}`, { as });
  const remove = (keyword: string, as?: Caller) => running.call('DELETE', `${DELETE}${query({ keyword })}`, { as });

  test('S1-7-22 S1-4.6-08 api side: saving puts the keyword first; the same keyword in another case is not repeated', async () => {
    const first = await save('Teller', demoHr);
    expect(first.httpStatus).toBe(200);
    expect(first.body.result).toEqual({ saved: true, history: ['Teller'] });
    await save('Site Engineer', demoHr);
    const again = await save('  teller ', demoHr);
    expect(again.body.result.history).toEqual(['teller', 'Site Engineer']);
  });

  test(`S1-7-22 the server keeps the newest SEARCH_HISTORY_LIMIT keywords per user`, async () => {
    for (let n = 1; n <= SEARCH_HISTORY_LIMIT + 3; n += 1) await save(`kata ${n}`, demoHr);
    const history: string[] = (await save('terakhir', demoHr)).body.result.history;
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe('terakhir');
    expect(history[1]).toBe(`kata ${SEARCH_HISTORY_LIMIT + 3}`);
    const stored = await getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM search_history WHERE user_id = ?', [DEMO_HR_ID]);
    expect(stored).toBe(SEARCH_HISTORY_LIMIT);
  });

  test('S1-7-22 a visitor’s save stores nothing', async () => {
    const before = await getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM search_history');
    const answer = await save('rahasia');
    expect(answer.body.result).toEqual({ saved: false, history: [] });
    expect(await getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM search_history')).toBe(before);
  });

  test('S1-7-22 a missing or blank keyword or an unknown entity answers 400 naming the field; a forged token 403', async () => {
    const blank = await save('   ', demoHr);
    expect(blank.httpStatus).toBe(400);
    expect(blank.body.message).toContain('querystring.keyword');
    const entity = await save('x', demoHr, 'planet');
    expect(entity.httpStatus).toBe(400);
    expect(entity.body.message).toContain('querystring.entity');
    const missing = await running.call('GET', `${SAVE}${query({ entity: 'all' })}`, { as: demoHr });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('keyword');
    expect((await save('x', FORGED_TOKEN)).httpStatus).toBe(403);
  });

  test('S1-7-23 S1-4.6-09 api side: deleting removes the keyword from the user’s history only, ignoring case', async () => {
    await save('Teller', demoKlobber);
    await save('Teller', demoHr);
    const answer = await remove('TELLER', demoKlobber);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result.deleted).toBe(true);
    expect(answer.body.result.history).not.toContain('Teller');
    expect((await suggest('teller', demoHr)).body.result.lastSearchKeyword).toEqual(['Teller']);
    expect((await remove('teller', demoKlobber)).body.result.deleted).toBe(false);
  });

  test('a keyword holding markup is stored and answered as plain text, in JSON, never as HTML (issue 6)', async () => {
    const keyword = '<img src=x onerror=alert(1)> Teller';
    const saved = await save(keyword, demoKlobber);
    expect(saved.httpStatus).toBe(200);
    expect(saved.headers.get('content-type')).toMatch(/^application\/json/);
    expect(saved.body.result.history[0]).toBe(keyword);
    const suggestion = await suggest('teller', demoKlobber);
    expect(suggestion.headers.get('content-type')).toMatch(/^application\/json/);
    expect(suggestion.body.result.lastSearchKeyword).toContain(keyword);
    await remove(keyword, demoKlobber);
  });

  test('S1-7-23 a visitor deletes nothing; a missing keyword answers 400 naming the field; a forged token 403', async () => {
    expect((await remove('Teller')).body.result).toEqual({ deleted: false, history: [] });
    const missing = await running.call('DELETE', DELETE, { as: demoHr });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('keyword');
    expect((await remove('Teller', FORGED_TOKEN)).httpStatus).toBe(403);
  });
});

describe('suggestion index', () => {
  test('follows changes to the content tables', async () => {
    const { sql } = running.api.ctx;
    await sql.run(`UPDATE vacancies SET position_name = 'Penjelajah Angkasa' WHERE klob_vacancy_code = 'KLV-0060'`);
    expect(texts((await suggest('penjelajah')).body.result.jobVacancy)).toEqual(['Penjelajah Angkasa']);
    await sql.run(`UPDATE companies SET corporate_name = 'PT Maluku Samudera Biru' WHERE corporate_id = 'CORP-MALUKU'`);
    expect((await suggest('biru')).body.result.jobVacancy.length).toBeGreaterThan(0);
    await sql.run(`DELETE FROM vacancies WHERE klob_vacancy_code = 'KLV-0060'`);
    expect((await suggest('penjelajah')).body.result.jobVacancy).toEqual([]);
  });
});

describe('GET /rest/open/index/search/results', () => {
  const RESULTS = '/rest/open/index/search/results';
  const results = (params: Record<string, string>) => running.call('GET', `${RESULTS}${query(params)}`);

  test('answers one group of items, paged, matched as the suggestions are', async () => {
    const first = await results({ keyword: 'gaji', type: 'klobmeter', size: '2' });
    expect(first.httpStatus).toBe(200);
    expect(first.body.result).toMatchObject({ type: 'klobmeter', page: 1, size: 2 });
    expect(first.body.result.items).toHaveLength(2);
    expect(first.body.result.totalItems).toBeGreaterThan(SUGGESTION_GROUP_LIMIT);
    expect(first.body.result.totalPages).toBe(Math.ceil(first.body.result.totalItems / 2));
    const second = await results({ keyword: 'gaji', type: 'klobmeter', size: '2', page: '2' });
    const ids = (page: { body: { result: { items: { id: string }[] } } }) => page.body.result.items.map((item) => item.id);
    expect(ids(second)).toHaveLength(2);
    expect(ids(second)).not.toEqual(expect.arrayContaining(ids(first)));
    expect(second.body.result.items.every((item: { type: string }) => item.type === 'klobmeter')).toBe(true);
  });

  test('a keyword without letters answers an empty page; bad input answers 400 naming the field', async () => {
    expect((await results({ keyword: '***', type: 'jobVacancy' })).body.result).toMatchObject({ items: [], totalItems: 0 });
    const type = await results({ keyword: 'dev', type: 'planet' });
    expect(type.httpStatus).toBe(400);
    expect(type.body.message).toContain('querystring.type');
    const missing = await results({ type: 'jobVacancy' });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('keyword');
    const size = await results({ keyword: 'dev', type: 'jobVacancy', size: '500' });
    expect(size.httpStatus).toBe(400);
    expect(size.body.message).toContain('querystring.size');
  });
});

describe('GET /rest/open/index/search/company', () => {
  const COMPANY = '/rest/open/index/search/company';

  test('answers the company of a slug, with its open vacancy count; 404 for an unknown slug', async () => {
    const found = await running.call('GET', `${COMPANY}${query({ slug: 'nusantara-digital' })}`);
    expect(found.httpStatus).toBe(200);
    expect(found.body.result).toMatchObject({
      corporateId: 'CORP-NUSANTARA',
      corporateName: 'PT Nusantara Digital',
      slug: 'nusantara-digital',
    });
    expect(found.body.result.totalVacancies).toBeGreaterThan(0);
    expect((await running.call('GET', `${COMPANY}${query({ slug: 'tidak-ada' })}`)).httpStatus).toBe(404);
  });

  test('a slug that is not lower-case words joined by hyphens answers 400 naming the field', async () => {
    const bad = await running.call('GET', `${COMPANY}${query({ slug: '../x' })}`);
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.message).toContain('querystring.slug');
  });
});
