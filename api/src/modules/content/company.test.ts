import { demoCompanies } from '../core/demo-data.js';
import { campaignPartners } from '../platform/campaign-partner-data.js';
import { FORGED_TOKEN, demoHr, demoKlobber, query, setUpTestApi } from '../../testing/index.js';

const LIST = '/rest/open/page/klobnco/company/list';
const OPEN_DETAIL = '/rest/open/page/klobnco/detail/header/content';
const PAGE_DETAIL = '/rest/page/klobnco/detail/header/content';

const running = setUpTestApi();

describe(`GET ${LIST}`, () => {
  test('answers every demo company, by name, with its open vacancy count', async () => {
    const answer = await running.call('GET', `${LIST}${query({ size: 50 })}`);
    expect(answer.httpStatus).toBe(200);
    const { items, totalItems } = answer.body.result;
    expect(totalItems).toBe(demoCompanies.length + campaignPartners.length);
    const names = items.map((c: { corporateName: string }) => c.corporateName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(items.find((c: { corporateId: string }) => c.corporateId === 'CORP-NUSANTARA').totalVacancies).toBe(5);
    // One of Celebes' five vacancies is anonymous and is not counted.
    expect(items.find((c: { corporateId: string }) => c.corporateId === 'CORP-CELEBES').totalVacancies).toBe(4);
  });

  test('filters by name part, province and industry', async () => {
    const byName = await running.call('GET', `${LIST}${query({ keyword: 'borneo' })}`);
    expect(byName.body.result.items.map((c: { corporateId: string }) => c.corporateId)).toEqual(['CORP-BORNEO']);
    const byProvince = await running.call('GET', `${LIST}${query({ province: 'bali' })}`);
    expect(byProvince.body.result.items.map((c: { corporateId: string }) => c.corporateId)).toEqual(['CORP-BALI']);
    const byIndustry = await running.call('GET', `${LIST}${query({ industry: 'Teknologi' })}`);
    expect(byIndustry.body.result.items.map((c: { corporateId: string }) => c.corporateId)).toEqual(['CORP-NUSANTARA']);
  });

  test('a bad size answers 400 naming the field', async () => {
    const answer = await running.call('GET', `${LIST}${query({ size: 'many' })}`);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('querystring.size');
  });
});

describe('company header content', () => {
  test('S3-7-01 logged out: result holds the company detail without viewer state', async () => {
    const answer = await running.call('GET', `${OPEN_DETAIL}/CORP-NUSANTARA`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toMatchObject({
      corporateId: 'CORP-NUSANTARA',
      corporateName: 'PT Nusantara Digital',
      hasChat: true,
      totalVacancies: 5,
      totalFollowers: 1,
      description: { id: expect.stringContaining('Nusantara'), en: expect.stringContaining('Nusantara') },
      viewer: null,
    });
  });

  test('S3-7-02 logged in: result adds whether the user follows, applied and administers', async () => {
    const klobber = await running.call('GET', `${PAGE_DETAIL}/CORP-NUSANTARA`, { as: demoKlobber });
    expect(klobber.httpStatus).toBe(200);
    expect(klobber.body.result).toMatchObject({
      corporateName: 'PT Nusantara Digital',
      viewer: { isFollowed: true, appliedVacancyCount: 2, isAdmin: false },
    });
    const hr = await running.call('GET', `${PAGE_DETAIL}/CORP-NUSANTARA`, { as: demoHr });
    expect(hr.body.result.viewer).toEqual({ isFollowed: false, appliedVacancyCount: 0, isAdmin: true });
  });

  test('S3-7-02 the logged-in variant needs a user: 401 without a token, 403 with a forged one', async () => {
    expect((await running.call('GET', `${PAGE_DETAIL}/CORP-NUSANTARA`)).httpStatus).toBe(401);
    expect((await running.call('GET', `${PAGE_DETAIL}/CORP-NUSANTARA`, { as: FORGED_TOKEN })).httpStatus).toBe(403);
  });

  test('S3-7-01 S3-7-02 an unknown company answers 404, a malformed id 400 naming the field', async () => {
    expect((await running.call('GET', `${OPEN_DETAIL}/CORP-NOWHERE`)).httpStatus).toBe(404);
    expect((await running.call('GET', `${PAGE_DETAIL}/CORP-NOWHERE`, { as: demoKlobber })).httpStatus).toBe(404);
    const malformed = await running.call('GET', `${OPEN_DETAIL}/${encodeURIComponent('CORP NUSANTARA')}`);
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.message).toContain('params.companyId');
  });
});
