import { CHAT_PATHS, CHAT_STATUS, USER_TIMEZONE_HEADER } from '@klob/shared/api-contract/chat';
import { demoHr, demoKlobber, setUpTestApi, type Caller } from '../../testing/index.js';
import { createManualClock } from './clock.js';
import { modulesWithChatClock } from './chat-test-support.js';

// Seeded on Monday 2026-03-02 10:00 WIB: the demo offline range is the WIB day of 2026-03-16.
const SEEDED_AT = '2026-03-02T03:00:00.000Z';
const DEMO_OFFLINE_RANGE = { startDate: '2026-03-15T17:00:00.000Z', endDate: '2026-03-16T17:00:00.000Z' };
const TIMEZONE = { [USER_TIMEZONE_HEADER]: 'Asia/Jakarta' };

const clock = createManualClock(SEEDED_AT);
const running = setUpTestApi({ modules: modulesWithChatClock(clock) });
beforeEach(() => clock.set(SEEDED_AT));

const get = (path: string, as?: Caller, headers: Record<string, string> = TIMEZONE) => running.call('GET', path, { as, headers });

describe(`GET ${CHAT_PATHS.authorizationFlag}`, () => {
  test('S2-7-01 answers result true for a company with the chat feature, false without it', async () => {
    const withChat = await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NUSANTARA`, demoKlobber);
    expect(withChat.httpStatus).toBe(200);
    expect(withChat.body).toEqual({ status: 200, message: 'success', result: true });
    const withoutChat = await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-SAMUDRA`, demoKlobber);
    expect(withoutChat.body.result).toBe(false);
  });

  test('S2-3-03 the corporate id is compared in upper case', async () => {
    expect((await get(`${CHAT_PATHS.authorizationFlag}?corporateId=corp-nusantara`, demoKlobber)).body.result).toBe(true);
  });

  test('S2-7-01 a missing corporateId is a 400 naming it; an unknown one is a 404', async () => {
    const missing = await get(CHAT_PATHS.authorizationFlag, demoKlobber);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('corporateId');
    const unknown = await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NOPE`, demoKlobber);
    expect(unknown.httpStatus).toBe(404);
  });

  test('S2-7-01 needs a user: 401 without a token, 403 with an invalid one', async () => {
    expect((await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NUSANTARA`)).httpStatus).toBe(401);
    expect((await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NUSANTARA`, 'not-a-token')).httpStatus).toBe(403);
  });

  test('S2-7-01 the timezone header is accepted, and an absurd one is refused naming it', async () => {
    expect((await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NUSANTARA`, demoKlobber, {})).httpStatus).toBe(200);
    const tooLong = await get(`${CHAT_PATHS.authorizationFlag}?corporateId=CORP-NUSANTARA`, demoKlobber, {
      [USER_TIMEZONE_HEADER]: 'x'.repeat(200),
    });
    expect(tooLong.httpStatus).toBe(400);
    expect(tooLong.body.message).toContain(USER_TIMEZONE_HEADER);
  });
});

describe(`GET ${CHAT_PATHS.authDetail}`, () => {
  test('S2-7-02 S2-3-09 answers the administered companies as chatCorporateList with corporateId and corporateName', async () => {
    const { httpStatus, body } = await get(CHAT_PATHS.authDetail, demoHr);
    expect(httpStatus).toBe(200);
    expect(body.result).toEqual({
      userId: 'USR-HR-0001',
      firstName: 'Hendra',
      lastName: 'Rahardjo',
      profilePictureUrl: null,
      chatCorporateList: [
        { corporateId: 'CORP-NUSANTARA', corporateName: 'PT Nusantara Digital', hasChat: true },
        { corporateId: 'CORP-SAMUDRA', corporateName: 'PT Samudra Logistik', hasChat: false },
      ],
    });
  });

  test('S2-7-02 a user who administers nothing gets an empty chatCorporateList and their own name', async () => {
    const { body } = await get(CHAT_PATHS.authDetail, demoKlobber);
    expect(body.result).toMatchObject({ userId: 'USR-KLOBBER-0001', firstName: 'Kirana', lastName: 'Lestari', chatCorporateList: [] });
  });

  test('S2-7-02 needs a user: 401 without a token, 403 with an invalid one', async () => {
    expect((await get(CHAT_PATHS.authDetail)).httpStatus).toBe(401);
    expect((await get(CHAT_PATHS.authDetail, `${await running.idTokenOf(demoHr)}x`)).httpStatus).toBe(403);
  });
});

describe(`GET ${CHAT_PATHS.corporateStatus}`, () => {
  const status = (corporateId: string) => get(`${CHAT_PATHS.corporateStatus}?corporateId=${corporateId}`, demoKlobber);

  test('S2-7-03 S2-3-10 S2-3-11 S2-3-12 inside the schedule: CHAT_SCHEDULE_ONLINE with the weekly schedule and the coming offline range', async () => {
    const { body } = await status('CORP-NUSANTARA');
    expect(body.result).toEqual({
      chatStatus: CHAT_STATUS.online,
      chatSchedule: [
        { day: 'MONDAY', start: '08:00', end: '17:00' },
        { day: 'TUESDAY', start: '08:00', end: '17:00' },
        { day: 'WEDNESDAY', start: '08:00', end: '17:00' },
        { day: 'THURSDAY', start: '08:00', end: '17:00' },
        { day: 'FRIDAY', start: '08:00', end: '17:00' },
        { day: 'SATURDAY', start: '09:00', end: '12:00' },
      ],
      nextOffline: [DEMO_OFFLINE_RANGE],
    });
  });

  test('S2-7-03 outside the schedule (Monday 18:00 WIB, Sunday) the status is CHAT_SCHEDULE_OFFLINE', async () => {
    clock.set('2026-03-02T11:00:00Z');
    expect((await status('CORP-NUSANTARA')).body.result).toMatchObject({ chatStatus: CHAT_STATUS.offline });
    clock.set('2026-03-08T03:00:00Z');
    expect((await status('CORP-NUSANTARA')).body.result).toMatchObject({ chatStatus: CHAT_STATUS.offline });
  });

  test('S2-7-03 inside a nextOffline range the status is CHAT_SCHEDULE_OFFLINE; once it ended it is no longer listed', async () => {
    clock.set('2026-03-16T03:00:00Z'); // Monday 10:00 WIB, inside the range
    expect((await status('CORP-NUSANTARA')).body.result).toMatchObject({
      chatStatus: CHAT_STATUS.offline,
      nextOffline: [DEMO_OFFLINE_RANGE],
    });
    clock.set('2026-03-23T03:00:00Z'); // a week later
    expect((await status('CORP-NUSANTARA')).body.result).toMatchObject({ chatStatus: CHAT_STATUS.online, nextOffline: [] });
  });

  test('S2-7-03 a company without the chat feature is NO_CHAT_FEATURE', async () => {
    expect((await status('CORP-SAMUDRA')).body.result).toEqual({ chatStatus: CHAT_STATUS.noFeature, chatSchedule: [], nextOffline: [] });
  });

  test('S2-7-03 400 naming corporateId, 404 for an unknown company, 401 without a token', async () => {
    const missing = await get(`${CHAT_PATHS.corporateStatus}?corporateId=`, demoKlobber);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('corporateId');
    expect((await status('CORP-NOPE')).httpStatus).toBe(404);
    expect((await get(`${CHAT_PATHS.corporateStatus}?corporateId=CORP-NUSANTARA`)).httpStatus).toBe(401);
  });
});

describe('the demo company on a chat break (CORP-TOBA)', () => {
  test('S2-3-10 S2-3-12 is offline inside its weekly hours, with its schedule and the break as nextOffline', async () => {
    // Monday 10:00 WIB: inside Mon 08:00-17:00, but the break started the WIB day before seeding.
    const status = await get(`${CHAT_PATHS.corporateStatus}?corporateId=CORP-TOBA`, demoKlobber);
    expect(status.body.result).toMatchObject({
      chatStatus: CHAT_STATUS.offline,
      chatSchedule: expect.arrayContaining([{ day: 'MONDAY', start: '08:00', end: '17:00' }]),
      nextOffline: [{ startDate: '2026-02-28T17:00:00.000Z', endDate: '2026-04-29T17:00:00.000Z' }],
    });
  });
});
