import {
  ACTIVITY_CLICKS,
  EVENT_TAG_CATEGORIES,
  EVENT_TYPES,
  PRELOGIN_URL_LIMIT,
  PRELOGIN_URL_MAX_ACCEPTED,
  type CmsLandingPage,
  type EventCompany,
  type EventProject,
  type EventSession,
} from '@klob/shared/api-contract/platform';
import { eventCompanySeeds, eventSessionSeeds } from './seed-data.js';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';
import { campaignPartners } from './campaign-partner-data.js';
import { partnerLogoUrl } from './seed-campaign-partners.js';
import { FORGED_TOKEN, demoHr, demoKlobber, query, setUpTestApi } from '../../testing/index.js';
import { allValues, getValue } from '../../db/sql.js';

const EVENTS = '/rest/open/page/event/master/project';
const LANDING_PAGES = '/rest/open/event/landing/extend/corporate/index';
const SURVEYS = '/rest/open/page/survey/masterdata';
const INTERRUPTIONS = '/rest/open/interruption/list';
const ACTIVITY = '/rest/post/activity/action';
const PRELOGIN = '/rest/open/page/log/actvty/prelogin';
const JOBFAIR_IMAGES = '/rest/open/page/before/jobfair/image';

const running = setUpTestApi();

describe(`GET ${EVENTS}`, () => {
  test('S1-7-08 takes no input and answers result: events of every type and tag category', async () => {
    const answer = await running.call('GET', EVENTS);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    const events: EventProject[] = answer.body.result;
    expect(new Set(events.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES));
    expect(new Set(events.map((e) => e.tagCategory))).toEqual(new Set(EVENT_TAG_CATEGORIES));
  });

  test('S1-3-22 api side: each record has subdomain, name, project, eventType and projectPackage; one sells a package', async () => {
    const events: EventProject[] = (await running.call('GET', EVENTS)).body.result;
    for (const event of events) {
      expect(event).toEqual(
        expect.objectContaining({ name: expect.any(String), project: expect.any(String), eventType: expect.any(String) }),
      );
      expect(event).toHaveProperty('projectPackage');
      expect(event.subdomain === null || typeof event.subdomain === 'string').toBe(true);
    }
    const withPackage = events.filter((e) => e.projectPackage !== null);
    expect(withPackage).toHaveLength(1);
    expect(withPackage[0]?.projectPackage).toEqual({
      packageCode: expect.any(String),
      packageName: expect.any(String),
      priceRupiah: 149_000,
    });
    expect(events.find((e) => e.eventType === 'restricted-kfaas')?.subdomain).toBe('bali-hospitality-talent');
    expect(events.filter((e) => e.subdomain === null)).toHaveLength(1);
  });
});

describe(`GET ${LANDING_PAGES}`, () => {
  test('S1-7-09 S1-3-24 answers result: pages with subdomain, template.templateName, startDate and endDate — active, expired and future', async () => {
    const answer = await running.call('GET', LANDING_PAGES);
    expect(answer.httpStatus).toBe(200);
    const pages: CmsLandingPage[] = answer.body.result;
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toMatchObject({ subdomain: expect.any(String), template: { templateName: expect.any(String) } });
      expect(Date.parse(page.startDate)).toBeLessThan(Date.parse(page.endDate));
    }
    const now = Date.now();
    const state = (page: CmsLandingPage) =>
      Date.parse(page.endDate) < now ? 'expired' : Date.parse(page.startDate) > now ? 'future' : 'active';
    expect(pages.map(state).sort()).toEqual(['active', 'expired', 'future']);
  });
});

describe(`GET ${SURVEYS}`, () => {
  test('S1-7-10 S1-3-23 answers result: survey records of type page', async () => {
    const answer = await running.call('GET', SURVEYS);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toEqual([
      { surveyUrl: 'survei-pengunjung', surveyId: 'SRV-VISITOR-01', surveyType: 'page', surveyName: 'Survei Pengunjung Klob' },
      { surveyUrl: 'survei-klobfair', surveyId: 'SRV-KLOBFAIR-01', surveyType: 'page', surveyName: 'Survei Klobfair 2026' },
    ]);
  });
});

describe(`GET ${INTERRUPTIONS}`, () => {
  test('S1-7-11 the klobber, with a complete profile, has an empty list', async () => {
    const answer = await running.call('GET', INTERRUPTIONS, { as: demoKlobber });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, result: [] });
  });

  test('S1-7-11 an incomplete profile brings complete-profile first, then the stored pending ones', async () => {
    const answer = await running.call('GET', INTERRUPTIONS, { as: demoHr });
    expect(answer.body.result.map((i: { interruptionType: string }) => i.interruptionType)).toEqual(['complete-profile', 'fill-survey']);
    expect(answer.body.result[0]).toMatchObject({
      title: { id: 'Lengkapi profil kamu', en: 'Complete your profile' },
      targetUrl: '/profile-completeness',
    });
  });

  test('S1-7-11 the list follows the data: completing the profile and resolving empties it', async () => {
    const { sql } = running.api.ctx;
    await sql.run(
      `INSERT INTO profile_section_progress (user_id, section_key, completed_at) SELECT ?, section_key, 'now' FROM profile_section_catalog WHERE true
       ON CONFLICT DO NOTHING`,
      [DEMO_HR_ID],
    );
    await sql.run(`UPDATE user_interruptions SET resolved_at = 'now' WHERE user_id = ?`, [DEMO_HR_ID]);
    expect((await running.call('GET', INTERRUPTIONS, { as: demoHr })).body.result).toEqual([]);
  });

  test('S1-7-11 visitors get an empty list; a forged token answers 403', async () => {
    expect((await running.call('GET', INTERRUPTIONS)).body.result).toEqual([]);
    expect((await running.call('GET', INTERRUPTIONS, { as: FORGED_TOKEN })).httpStatus).toBe(403);
  });
});

describe(`POST ${ACTIVITY}`, () => {
  const stored = (activityId: number) =>
    running.api.ctx.sql.get<Record<string, string>>('SELECT * FROM activity_actions WHERE activity_id = ?', [activityId]);

  test.each([
    ['S2-7-24', ACTIVITY_CLICKS.communityButton],
    ['S2-7-25', ACTIVITY_CLICKS.communityInvitation],
    ['S2-7-26', ACTIVITY_CLICKS.employersButton],
  ])('S1-7-12 S3-7-07 %s api side: stores the click with its query params', async (_rule, click) => {
    const params = { ...click, referer: 'https://klob.id/home/kloboard', user: DEMO_KLOBBER_ID, klobVacancyCode: 'KLV-0001' };
    const answer = await running.call('POST', `${ACTIVITY}${query(params)}`, { as: demoKlobber });
    expect(answer.httpStatus).toBe(200);
    const row = (await stored(answer.body.result.activityId))!;
    expect(row).toMatchObject({
      user_id: DEMO_KLOBBER_ID,
      entity: click.entity,
      entity_id: click.entityId,
      referer: params.referer,
      user_param: DEMO_KLOBBER_ID,
    });
    expect(JSON.parse(row.extra_params ?? '{}')).toEqual({ klobVacancyCode: 'KLV-0001' });
  });

  test('S1-7-12 needs a user: 401 without a token, 403 with a forged one', async () => {
    const path = `${ACTIVITY}${query(ACTIVITY_CLICKS.employersButton)}`;
    expect((await running.call('POST', path)).httpStatus).toBe(401);
    expect((await running.call('POST', path, { as: FORGED_TOKEN })).httpStatus).toBe(403);
  });

  test('S1-7-12 a missing entityId answers 400 naming the field', async () => {
    const answer = await running.call('POST', `${ACTIVITY}${query({ entity: 'community' })}`, { as: demoKlobber });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('entityId');
  });
});

describe(`POST ${PRELOGIN}`, () => {
  const urls = (count: number) => Array.from({ length: count }, (_, i) => ({ preLoginUrl: `/jobs?page=${i + 1}`, sequence: i + 1 }));
  const log = (extra: Record<string, unknown> = {}) => ({
    entity: 'landing',
    entityId: 'login-button',
    userAgent: 'Mozilla/5.0 (jest)',
    totalClick: 3,
    listUrl: urls(3),
    preLogin1Url: '/jobs',
    preLogin2Url: null,
    type: 'login',
    email: 'klobber@klob.id',
    ...extra,
  });

  test('S1-7-13 S1-3-25 S1-3-26 stores the activity log with its URLs', async () => {
    const answer = await running.call('POST', PRELOGIN, { body: log() });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toMatchObject({ storedUrls: 3, userId: null });
    const stored = await allValues(running.api.ctx.sql, 'SELECT pre_login_url FROM prelogin_log_urls WHERE log_id = ? ORDER BY sequence', [
      answer.body.result.logId,
    ]);
    expect(stored).toEqual(['/jobs?page=1', '/jobs?page=2', '/jobs?page=3']);
  });

  test('S1-7-14 api side: of a longer list only the last PRELOGIN_URL_LIMIT URLs are kept', async () => {
    const answer = await running.call('POST', PRELOGIN, { body: log({ listUrl: urls(PRELOGIN_URL_LIMIT + 5).reverse() }) });
    expect(answer.body.result.storedUrls).toBe(PRELOGIN_URL_LIMIT);
    const sequences = await allValues(running.api.ctx.sql, 'SELECT sequence FROM prelogin_log_urls WHERE log_id = ? ORDER BY sequence', [
      answer.body.result.logId,
    ]);
    expect(sequences).toEqual(Array.from({ length: PRELOGIN_URL_LIMIT }, (_, i) => i + 6));
  });

  test('S1-7-13 a token instead of an email ties the log to its user', async () => {
    const body = log({ email: undefined, token: await running.idTokenOf(demoKlobber) });
    const answer = await running.call('POST', PRELOGIN, { body });
    expect(answer.body.result.userId).toBe(DEMO_KLOBBER_ID);
  });

  // Bodies are built when the test runs: the klobber's token exists only after beforeAll.
  test.each([
    ['entityId', () => log({ entityId: undefined })],
    ['listUrl', () => log({ listUrl: urls(PRELOGIN_URL_MAX_ACCEPTED + 1) })],
    [
      'listUrl',
      () =>
        log({
          listUrl: [
            { preLoginUrl: '/a', sequence: 1 },
            { preLoginUrl: '/b', sequence: 1 },
          ],
        }),
    ],
    ['totalClick', () => log({ totalClick: -1 })],
    ['email', () => log({ email: 'not-an-email' })],
    ['email', () => log({ email: undefined })],
    ['token', async () => log({ token: await running.idTokenOf(demoKlobber) })],
    ['token', () => log({ email: undefined, token: FORGED_TOKEN })],
  ])('S1-7-13 a bad %s answers 400 naming the field', async (field, body) => {
    const answer = await running.call('POST', PRELOGIN, { body: await body() });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain(field);
  });
});

describe('stored URLs are http(s) or relative only (issue 6, hole 5)', () => {
  const preLoginLog = (urls: { preLoginUrl?: string; preLogin1Url?: string | null; preLogin2Url?: string | null }) => ({
    entity: 'landing',
    entityId: 'login-button',
    userAgent: 'Mozilla/5.0 (jest)',
    totalClick: 1,
    listUrl: [{ preLoginUrl: urls.preLoginUrl ?? '/jobs', sequence: 1 }],
    preLogin1Url: urls.preLogin1Url ?? '/jobs',
    preLogin2Url: urls.preLogin2Url ?? null,
    type: 'login',
    email: 'klobber@klob.id',
  });
  const HOSTILE_URLS = [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/login',
    '/\\evil.example/login',
    'https://',
  ];

  test.each(HOSTILE_URLS)('the pre-login activity log refuses %j with 400 naming the field and the format', async (url) => {
    for (const [field, body] of [
      ['listUrl.0.preLoginUrl', preLoginLog({ preLoginUrl: url })],
      ['preLogin1Url', preLoginLog({ preLogin1Url: url })],
      ['preLogin2Url', preLoginLog({ preLogin2Url: url })],
    ] as const) {
      const answer = await running.call('POST', PRELOGIN, { body });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toBe(`body.${field} must match format "http-url-or-relative-path"`);
    }
  });

  test('nothing of a refused log is stored', async () => {
    const count = () => getValue(running.api.ctx.sql, 'SELECT COUNT(*) FROM prelogin_logs');
    const before = await count();
    await running.call('POST', PRELOGIN, { body: preLoginLog({ preLogin1Url: 'javascript:alert(1)' }) });
    expect(await count()).toBe(before);
  });

  test('absolute http(s) URLs, relative paths and an empty second URL are accepted and stored as sent', async () => {
    const answer = await running.call('POST', PRELOGIN, {
      body: preLoginLog({ preLoginUrl: 'https://klob.id/jobs?id=1#apply', preLogin1Url: 'http://localhost:3000/home', preLogin2Url: '' }),
    });
    expect(answer.httpStatus).toBe(200);
    const stored = await getValue(running.api.ctx.sql, 'SELECT pre_login_url FROM prelogin_log_urls WHERE log_id = ?', [
      answer.body.result.logId,
    ]);
    expect(stored).toBe('https://klob.id/jobs?id=1#apply');
  });

  test('the click referer must be an http(s) or relative URL too', async () => {
    const click = (referer: string) =>
      running.call('POST', `${ACTIVITY}${query({ entity: 'community', entityId: 'button-community', referer })}`, { as: demoKlobber });
    const refused = await click('javascript:alert(1)');
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.message).toBe('querystring.referer must match format "http-url-or-relative-path"');
    expect((await click('http://localhost/jobs?q=designer')).httpStatus).toBe(200);
  });
});

describe(`GET ${JOBFAIR_IMAGES}`, () => {
  test('S3-7-16 answers the banners of a job fair in order, or of every fair', async () => {
    const one = await running.call('GET', `${JOBFAIR_IMAGES}${query({ subdomain: 'klobfair2026' })}`);
    expect(one.httpStatus).toBe(200);
    expect(one.body.result.map((image: { sequence: number }) => image.sequence)).toEqual([1, 2]);
    expect(one.body.result[0]).toMatchObject({
      subdomain: 'klobfair2026',
      imageUrl: expect.any(String),
      mobileImageUrl: expect.any(String),
    });
    const all = await running.call('GET', JOBFAIR_IMAGES);
    expect(all.body.result).toHaveLength(3);
  });

  test('S3-7-16 an unknown subdomain answers 404, a malformed one 400 naming the field', async () => {
    expect((await running.call('GET', `${JOBFAIR_IMAGES}${query({ subdomain: 'no-such-fair' })}`)).httpStatus).toBe(404);
    const malformed = await running.call('GET', `${JOBFAIR_IMAGES}${query({ subdomain: 'no such fair' })}`);
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.message).toContain('querystring.subdomain');
  });
});

describe('POST /rest/open/page/view', () => {
  const PAGE_VIEW = '/rest/open/page/view';
  const stored = (viewId: number) =>
    running.api.ctx.sql.get<Record<string, string | null>>('SELECT * FROM activity_actions WHERE activity_id = ?', [viewId]);

  test('S1-2.9-26 api side: a visitor’s page view is stored as entity page-view with its path, referrer and language', async () => {
    const answer = await running.call('POST', PAGE_VIEW, { body: { path: '/jobs?q=data', referrer: '/', language: 'id' } });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result.userId).toBeNull();
    expect(await stored(answer.body.result.viewId)).toMatchObject({
      entity: 'page-view',
      entity_id: '/jobs?q=data',
      referer: '/',
      user_id: null,
    });
  });

  test('a signed-in view is counted for the caller; a forged token is refused', async () => {
    const answer = await running.call('POST', PAGE_VIEW, { body: { path: '/home', language: 'en' }, as: demoKlobber });
    expect(answer.body.result.userId).toBe(DEMO_KLOBBER_ID);
    expect((await stored(answer.body.result.viewId))!.user_id).toBe(DEMO_KLOBBER_ID);
    expect((await running.call('POST', PAGE_VIEW, { body: { path: '/home', language: 'en' }, as: FORGED_TOKEN })).httpStatus).toBe(403);
  });

  test('paths that are not app paths are refused with a reason', async () => {
    for (const path of ['https://evil.example/x', '//evil.example', 'jobs', '']) {
      const answer = await running.call('POST', PAGE_VIEW, { body: { path, language: 'id' } });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toMatch(/path/);
    }
    expect((await running.call('POST', PAGE_VIEW, { body: { path: '/', language: 'fr' } })).httpStatus).toBe(400);
  });
});

describe('GET /rest/open/geocode/reverse', () => {
  const GEOCODE = '/rest/open/geocode/reverse';
  const at = (lat: number, lng: number) => running.call('GET', `${GEOCODE}${query({ lat: String(lat), lng: String(lng) })}`);

  test.each([
    ['Jakarta', -6.2, 106.85],
    ['Medan', 3.59, 98.67],
    ['Makassar', -5.15, 119.43],
    ['Jayapura', -2.53, 140.7],
    ['Pontianak', -0.03, 109.33],
    ['Kupang', -10.18, 123.6],
  ])('S1-1-12 api side: %s is Indonesia, so Indonesian', async (_place, lat, lng) => {
    const answer = await at(lat, lng);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toEqual({ countryCode: 'ID', language: 'id' });
  });

  test.each([
    ['Singapore', 1.29, 103.85, 'SG'],
    ['Kuala Lumpur', 3.14, 101.69, 'MY'],
    ['Kuching', 1.55, 110.34, 'MY'],
    ['Bandar Seri Begawan', 4.9, 114.94, 'BN'],
    ['Dili', -8.56, 125.57, 'TL'],
    ['Berlin', 52.52, 13.4, null],
  ])('S1-1-12 api side: %s is elsewhere, so English', async (_place, lat, lng, countryCode) => {
    expect((await at(lat, lng)).body.result).toEqual({ countryCode, language: 'en' });
  });

  test('a position out of range or missing is refused with a reason', async () => {
    const outOfRange = await at(91, 0);
    expect(outOfRange.httpStatus).toBe(400);
    expect(outOfRange.body.message).toMatch(/lat/);
    expect((await running.call('GET', `${GEOCODE}?lat=1`)).httpStatus).toBe(400);
  });
});

describe('campaign partners (spec 1 §2.5)', () => {
  const VACANCIES = '/rest/open/page/klobnco/vacancy/list';

  test('S1-1-07 api side: every campaign partner has open vacancies answered by the vacancy list, with a drawn logo', async () => {
    for (const partner of campaignPartners) {
      const answer = await running.call('GET', `${VACANCIES}${query({ corporateId: partner.corporateId, size: 50 })}`);
      expect(answer.httpStatus).toBe(200);
      const items: VacancySummary[] = answer.body.result.items;
      expect(items.map((item) => item.positionName).sort()).toEqual(partner.openings.map((opening) => opening.positionName).sort());
      expect(items[0]?.corporateLogoUrl).toBe(partnerLogoUrl(partner.logoName));
    }
    const logo = await running.call('GET', partnerLogoUrl(campaignPartners[0]!.logoName));
    expect(logo.httpStatus).toBe(200);
  });

  test('partner openings are older than the demo companies: the first page of the job list is unchanged', async () => {
    const firstPage: VacancySummary[] = (await running.call('GET', VACANCIES)).body.result.items;
    const partnerIds = new Set(campaignPartners.map((partner) => partner.corporateId));
    expect(firstPage.filter((item) => partnerIds.has(item.corporateId))).toEqual([]);
  });
});

describe('GET /rest/open/page/event/company', () => {
  const EVENT_COMPANIES = '/rest/open/page/event/company';

  test('S1-1-05 api side: the job fair answers its participating companies in booth order with their vacancy counts', async () => {
    const answer = await running.call('GET', `${EVENT_COMPANIES}${query({ subdomain: 'klobfair2026' })}`);
    expect(answer.httpStatus).toBe(200);
    const booths: EventCompany[] = answer.body.result;
    expect(booths.map((booth) => booth.corporateId)).toEqual(eventCompanySeeds[0]!.corporateIds);
    expect(booths[0]).toMatchObject({ corporateName: 'PT Nusantara Digital', totalVacancies: 5, hasChat: true });
  });

  test('an unknown subdomain answers 404 and a missing one 400 naming the field', async () => {
    expect((await running.call('GET', `${EVENT_COMPANIES}${query({ subdomain: 'no-such-event' })}`)).httpStatus).toBe(404);
    const missing = await running.call('GET', EVENT_COMPANIES);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('subdomain');
  });
});

describe('GET /rest/open/page/event/session', () => {
  const EVENT_SESSIONS = '/rest/open/page/event/session';

  test("answers an event's sessions, earliest first; 404 for an unknown subdomain", async () => {
    const answer = await running.call('GET', `${EVENT_SESSIONS}${query({ subdomain: 'klobfair2026' })}`);
    expect(answer.httpStatus).toBe(200);
    const sessions: EventSession[] = answer.body.result;
    expect(sessions.map((session) => session.title)).toEqual(
      eventSessionSeeds.filter((seed) => seed.eventId === 'EVT-KLOBFAIR-2026').map((seed) => seed.title),
    );
    const starts = sessions.map((session) => session.startAt);
    expect(starts).toEqual([...starts].sort());
    expect(new Date(sessions[0]!.endAt).getTime()).toBeGreaterThan(new Date(sessions[0]!.startAt).getTime());
    expect((await running.call('GET', `${EVENT_SESSIONS}${query({ subdomain: 'no-such-event' })}`)).httpStatus).toBe(404);
    expect((await running.call('GET', EVENT_SESSIONS)).httpStatus).toBe(400);
  });
});
