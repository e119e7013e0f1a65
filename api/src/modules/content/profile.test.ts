import { DEMO_HR_ID, DEMO_KLOBBER_ID, demoUsers } from '../core/demo-data.js';
import { UNREGISTER_REASON_MAX_LENGTH } from './profile-routes.js';
import { FORGED_TOKEN, demoKlobber, query, setUpTestApi } from '../../testing/index.js';

const STRENGTH = '/rest/open/profile/strength/data';
const REFERRAL = '/rest/page/profile/refuser/save';
const UNREGISTER = '/rest/page/profile/form/account/unregister-user';

const running = setUpTestApi();

describe(`GET ${STRENGTH}`, () => {
  test('S2-7-11 answers result with progressSection.currentPercent: 100 for the complete klobber profile', async () => {
    const answer = await running.call('GET', `${STRENGTH}${query({ userId: DEMO_KLOBBER_ID })}`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result.userId).toBe(DEMO_KLOBBER_ID);
    expect(answer.body.result.progressSection).toMatchObject({ currentPercent: 100 });
    expect(answer.body.result.progressSection.completedSections).toBe(answer.body.result.progressSection.totalSections);
  });

  test('S2-7-11 the other demo profiles are less complete', async () => {
    for (const user of demoUsers.filter((u) => u.userId !== DEMO_KLOBBER_ID)) {
      const answer = await running.call('GET', `${STRENGTH}${query({ userId: user.userId })}`);
      expect(answer.body.result.progressSection.currentPercent).toBeLessThan(100);
    }
    const hr = await running.call('GET', `${STRENGTH}${query({ userId: DEMO_HR_ID })}`);
    expect(hr.body.result.progressSection.currentPercent).toBe(30);
  });

  test('S2-7-11 a missing userId answers 400 naming the field, an unknown one 404', async () => {
    const missing = await running.call('GET', STRENGTH);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('userId');
    expect((await running.call('GET', `${STRENGTH}${query({ userId: 'USR-NOBODY' })}`)).httpStatus).toBe(404);
  });
});

describe(`POST ${REFERRAL}`, () => {
  const body = { referalUserId: DEMO_HR_ID, type: 'share-vacancy', targetModul: 'klobnco' };

  test('S3-7-09 saves referalUserId, type and targetModul for the signed-in user, once', async () => {
    const first = await running.call('POST', REFERRAL, { as: demoKlobber, body });
    expect(first.httpStatus).toBe(200);
    expect(first.body.result).toMatchObject({ ...body, userId: DEMO_KLOBBER_ID, created: true });
    const again = await running.call('POST', REFERRAL, { as: demoKlobber, body });
    expect(again.body.result).toMatchObject({ referralId: first.body.result.referralId, created: false });
  });

  test('S3-7-09 needs a user: 401 without a token, 403 with a forged one', async () => {
    expect((await running.call('POST', REFERRAL, { body })).httpStatus).toBe(401);
    expect((await running.call('POST', REFERRAL, { body, as: FORGED_TOKEN })).httpStatus).toBe(403);
  });

  test('S3-7-09 a missing targetModul answers 400 naming the field, an unknown referrer 404, oneself 400', async () => {
    const missing = await running.call('POST', REFERRAL, { as: demoKlobber, body: { referalUserId: DEMO_HR_ID, type: 'x' } });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('targetModul');
    expect((await running.call('POST', REFERRAL, { as: demoKlobber, body: { ...body, referalUserId: 'USR-NOBODY' } })).httpStatus).toBe(
      404,
    );
    const self = await running.call('POST', REFERRAL, { as: demoKlobber, body: { ...body, referalUserId: DEMO_KLOBBER_ID } });
    expect(self.httpStatus).toBe(400);
    expect(self.body.message).toContain('body.referalUserId');
  });
});

describe(`POST ${UNREGISTER}`, () => {
  test('S3-7-16 records one pending request to close the account', async () => {
    const first = await running.call('POST', UNREGISTER, { as: demoKlobber, body: { reason: 'Sudah mendapat pekerjaan' } });
    expect(first.httpStatus).toBe(200);
    expect(first.body.result).toMatchObject({
      userId: DEMO_KLOBBER_ID,
      status: 'pending',
      reason: 'Sudah mendapat pekerjaan',
      created: true,
    });
    const again = await running.call('POST', UNREGISTER, { as: demoKlobber, body: { reason: 'Lagi' } });
    expect(again.body.result).toMatchObject({ requestId: first.body.result.requestId, reason: 'Sudah mendapat pekerjaan', created: false });
  });

  test('S3-7-16 needs a user and a reason of at most the limit', async () => {
    expect((await running.call('POST', UNREGISTER, { body: { reason: 'x' } })).httpStatus).toBe(401);
    expect((await running.call('POST', UNREGISTER, { body: { reason: 'x' }, as: FORGED_TOKEN })).httpStatus).toBe(403);
    const tooLong = await running.call('POST', UNREGISTER, {
      as: demoKlobber,
      body: { reason: 'x'.repeat(UNREGISTER_REASON_MAX_LENGTH + 1) },
    });
    expect(tooLong.httpStatus).toBe(400);
    expect(tooLong.body.message).toContain('body.reason');
    const blank = await running.call('POST', UNREGISTER, { as: demoKlobber, body: { reason: '   ' } });
    expect(blank.httpStatus).toBe(400);
    expect(blank.body.message).toContain('body.reason');
  });
});

describe('master data', () => {
  test('S3-7-16 /rest/masterdata/msn01/findAll answers the social networks in order', async () => {
    const answer = await running.call('GET', '/rest/masterdata/msn01/findAll');
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result[0]).toEqual({
      msnId: 'MSN-LINKEDIN',
      name: 'LinkedIn',
      iconUrl: expect.any(String),
      baseUrl: expect.any(String),
      sequence: 1,
    });
  });

  test('S3-7-16 /rest/masterdata/page/slider/partnership answers the partner slides in order', async () => {
    const answer = await running.call('GET', '/rest/masterdata/page/slider/partnership');
    expect(answer.httpStatus).toBe(200);
    const sequences = answer.body.result.map((slide: { sequence: number }) => slide.sequence);
    expect(sequences).toEqual([...sequences].sort((a: number, b: number) => a - b));
    expect(answer.body.result[0]).toMatchObject({
      partnerId: expect.any(String),
      partnerName: expect.any(String),
      logoUrl: expect.any(String),
    });
  });
});
