import { CHAT_NOTIFICATION_MAX_CORPORATES, CHAT_PATHS, USER_TIMEZONE_HEADER, type ChatHistoryData } from '@klob/shared/api-contract/chat';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { FORGED_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { createManualClock } from './clock.js';
import { basicAuthHeader, modulesWithChatClock } from './chat-test-support.js';

const SEEDED_AT = '2026-03-02T03:00:00.000Z';
const clock = createManualClock(SEEDED_AT);
const running = setUpTestApi({ modules: modulesWithChatClock(clock) });

const call = (path: string, { authorization, body }: { authorization?: string; body?: unknown } = {}) =>
  running.call(body === undefined ? 'GET' : 'POST', path, { body, headers: { [USER_TIMEZONE_HEADER]: 'Asia/Jakarta', authorization } });
const authed = (path: string, body?: unknown) => call(path, { authorization: basicAuthHeader(running.config.chatBasicAuth), body });

describe('chat service authorisation', () => {
  test.each([
    ['S2-7-04', `${CHAT_PATHS.klobberNotification}?userId=USR-KLOBBER-0001`],
    ['S2-7-05', `${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA&userId=USR-HR-0001`],
    ['S2-7-06', `${CHAT_PATHS.corporateHistory}?corporateId=CORP-NUSANTARA`],
    ['S2-7-07', `${CHAT_PATHS.klobberHistory}?userId=USR-KLOBBER-0001`],
  ])('%s answers 401 without credentials or with wrong basic ones, 403 SessionExpired for a bad token', async (_rule, path) => {
    const missing = await call(path);
    expect(missing.httpStatus).toBe(401);
    expect(missing.body.code).toBe(ACCESS_ERROR_CODES.missingToken);
    expect(missing.headers.get('www-authenticate')).toContain('Basic');
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    const wrong = basicAuthHeader({ ...running.config.chatBasicAuth, password: 'wrong' });
    expect((await call(path, { authorization: wrong })).httpStatus).toBe(401);
    expect((await call(path, { authorization: 'Basic !!!' })).httpStatus).toBe(401);
    const forged = await call(path, { authorization: `Bearer ${FORGED_TOKEN}` });
    expect(forged.httpStatus).toBe(403);
    expect(forged.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
  });

  test('S2-7-08 the POST helper needs the credentials too, before looking at the body', async () => {
    expect((await call(CHAT_PATHS.corporateNotification, { body: {} })).httpStatus).toBe(401);
  });
});

describe(`GET ${CHAT_PATHS.klobberNotification}`, () => {
  test('S2-7-04 answers body.data.newMessage: the unread messages of the user over all rooms', async () => {
    const { httpStatus, body } = await authed(`${CHAT_PATHS.klobberNotification}?userId=USR-KLOBBER-0001`);
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ data: { newMessage: 2 } });
    expect((await authed(`${CHAT_PATHS.klobberNotification}?userId=USR-HR-0001`)).body).toEqual({ data: { newMessage: 0 } });
  });

  test('S2-7-04 400 naming userId when it is missing, 404 for an unknown user', async () => {
    const missing = await authed(CHAT_PATHS.klobberNotification);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('userId');
    expect((await authed(`${CHAT_PATHS.klobberNotification}?userId=USR-NOPE`)).httpStatus).toBe(404);
  });
});

describe(`${CHAT_PATHS.corporateNotification}`, () => {
  test('S2-7-05 answers body.data with the unread count per corporate and their sum as counter', async () => {
    // The seed leaves the company side read; give it three unread messages directly (the socket tests do it for real).
    await running.api.ctx.sql.run("UPDATE chat_unread_counts SET count = 3 WHERE room_id = ? AND side = 'company'", [
      'CORP-NUSANTARA|USR-KLOBBER-0001',
    ]);
    const { httpStatus, body } = await authed(
      `${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA,corp-samudra&userId=USR-HR-0001`,
    );
    expect(httpStatus).toBe(200);
    expect(body).toEqual({
      data: {
        corporates: [
          { corporateId: 'CORP-NUSANTARA', count: 3 },
          { corporateId: 'CORP-SAMUDRA', count: 0 },
        ],
        counter: 3,
      },
    });
  });

  test('S2-7-08 the helper takes the corporate ids and the user id as a body and answers the same', async () => {
    const get = await authed(`${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA,CORP-SAMUDRA&userId=USR-HR-0001`);
    const post = await authed(CHAT_PATHS.corporateNotification, {
      corporateIds: ['CORP-NUSANTARA', 'CORP-SAMUDRA'],
      userId: 'USR-HR-0001',
    });
    expect(post.httpStatus).toBe(200);
    expect(post.body).toEqual(get.body);
  });

  test('S2-7-05 403 when the user does not administer a listed company, 404 for an unknown company or user', async () => {
    const notAdmin = await authed(`${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA&userId=USR-KLOBBER-0001`);
    expect(notAdmin.httpStatus).toBe(403);
    expect((await authed(`${CHAT_PATHS.corporateNotification}?corporateId=CORP-NOPE&userId=USR-HR-0001`)).httpStatus).toBe(404);
    expect((await authed(`${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA&userId=USR-NOPE`)).httpStatus).toBe(404);
  });

  test('S2-7-05 S2-7-08 400 naming the field for a missing, empty or oversized corporate list', async () => {
    const missing = await authed(`${CHAT_PATHS.corporateNotification}?userId=USR-HR-0001`);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('corporateId');
    const onlyCommas = await authed(`${CHAT_PATHS.corporateNotification}?corporateId=,,&userId=USR-HR-0001`);
    expect(onlyCommas.httpStatus).toBe(400);
    expect(onlyCommas.body.message).toContain('corporateId');
    const emptyBody = await authed(CHAT_PATHS.corporateNotification, { corporateIds: [], userId: 'USR-HR-0001' });
    expect(emptyBody.httpStatus).toBe(400);
    expect(emptyBody.body.message).toContain('corporateIds');
    const tooMany = Array.from({ length: CHAT_NOTIFICATION_MAX_CORPORATES + 1 }, (_, index) => `CORP-${index}`);
    const oversized = await authed(CHAT_PATHS.corporateNotification, { corporateIds: tooMany, userId: 'USR-HR-0001' });
    expect(oversized.httpStatus).toBe(400);
    expect(oversized.body.message).toContain('corporateIds');
    const noUser = await authed(CHAT_PATHS.corporateNotification, { corporateIds: ['CORP-NUSANTARA'] });
    expect(noUser.httpStatus).toBe(400);
    expect(noUser.body.message).toContain('userId');
  });
});

describe('chat histories', () => {
  test('S2-7-06 S2-3-01 the corporate history lists its rooms with the user as chatName and the company-side unread count', async () => {
    await running.api.ctx.sql.run("UPDATE chat_unread_counts SET count = 0 WHERE side = 'company'");
    const { httpStatus, body } = await authed(`${CHAT_PATHS.corporateHistory}?corporateId=corp-nusantara`);
    expect(httpStatus).toBe(200);
    const rooms = body.data as ChatHistoryData;
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toEqual({
      roomId: 'CORP-NUSANTARA|USR-KLOBBER-0001',
      userId: 'USR-KLOBBER-0001',
      chatName: 'Kirana Lestari',
      avatar: null,
      unreadMessagesCount: 0,
      corporate: { corporateId: 'CORP-NUSANTARA', corporateName: 'PT Nusantara Digital', logoUrl: expect.any(String) },
      lastMessage: expect.objectContaining({ isAdmin: true, name: 'PT Nusantara Digital', userId: 'USR-HR-0001' }),
      timestamp: '2026-03-02T02:00:00.000Z',
    });
    expect(rooms[0]?.lastMessage?.content).toContain('<b>Senin</b>');
  });

  test('S2-7-07 S2-3-01 the klobber history lists the user rooms with the company as chatName and logo as avatar', async () => {
    const { body } = await authed(`${CHAT_PATHS.klobberHistory}?userId=USR-KLOBBER-0001`);
    const rooms = body.data as ChatHistoryData;
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({
      roomId: 'CORP-NUSANTARA|USR-KLOBBER-0001',
      chatName: 'PT Nusantara Digital',
      avatar: rooms[0]?.corporate.logoUrl,
      unreadMessagesCount: 2,
    });
    expect(rooms[0]?.avatar).toMatch(/^\/static\//);
  });

  test('S2-7-06 S2-7-07 a company or user without rooms has an empty history', async () => {
    expect((await authed(`${CHAT_PATHS.corporateHistory}?corporateId=CORP-SAMUDRA`)).body).toEqual({ data: [] });
    expect((await authed(`${CHAT_PATHS.klobberHistory}?userId=USR-HR-0001`)).body).toEqual({ data: [] });
  });

  test('S2-7-06 S2-7-07 400 naming the field, 404 for unknown ids', async () => {
    const noCorporate = await authed(CHAT_PATHS.corporateHistory);
    expect(noCorporate.httpStatus).toBe(400);
    expect(noCorporate.body.message).toContain('corporateId');
    const noUser = await authed(CHAT_PATHS.klobberHistory);
    expect(noUser.httpStatus).toBe(400);
    expect(noUser.body.message).toContain('userId');
    expect((await authed(`${CHAT_PATHS.corporateHistory}?corporateId=CORP-NOPE`)).httpStatus).toBe(404);
    expect((await authed(`${CHAT_PATHS.klobberHistory}?userId=USR-NOPE`)).httpStatus).toBe(404);
  });
});

describe("the browser's calls with the user's own token (issue 6: no basic credentials in the browser)", () => {
  const asUser = (path: string, account: DemoAccount, body?: unknown) =>
    running.call(body === undefined ? 'GET' : 'POST', path, { as: account, body, headers: { [USER_TIMEZONE_HEADER]: 'Asia/Jakarta' } });
  const klobberHistory = `${CHAT_PATHS.klobberHistory}?userId=${demoKlobber.userId}`;
  const nusantaraHistory = `${CHAT_PATHS.corporateHistory}?corporateId=CORP-NUSANTARA`;

  test('S2-7-07 the own history with the id token answers what the service credentials answer', async () => {
    const own = await asUser(klobberHistory, demoKlobber);
    expect(own.httpStatus).toBe(200);
    expect(own.body).toEqual((await authed(klobberHistory)).body);
    expect((own.body.data as ChatHistoryData)[0]?.roomId).toBe('CORP-NUSANTARA|USR-KLOBBER-0001');
  });

  test("S2-7-07 another user's history answers 403 AccessDenied", async () => {
    const other = await asUser(klobberHistory, demoHr);
    expect(other.httpStatus).toBe(403);
    expect(other.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
    expect(other.body.data).toBeUndefined();
  });

  test('S2-7-06 the history of a company the caller administers answers; of one it does not, 403 AccessDenied', async () => {
    const admin = await asUser(nusantaraHistory, demoHr);
    expect(admin.httpStatus).toBe(200);
    expect(admin.body).toEqual((await authed(nusantaraHistory)).body);
    const stranger = await asUser(nusantaraHistory, demoKlobber);
    expect(stranger.httpStatus).toBe(403);
    expect(stranger.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
  });

  test('S2-7-04 S2-7-05 S2-7-08 the notification counts only for the caller itself', async () => {
    expect((await asUser(`${CHAT_PATHS.klobberNotification}?userId=${demoKlobber.userId}`, demoKlobber)).httpStatus).toBe(200);
    expect((await asUser(`${CHAT_PATHS.klobberNotification}?userId=${demoKlobber.userId}`, demoHr)).body.code).toBe(
      ACCESS_ERROR_CODES.accessDenied,
    );
    const corporate = `${CHAT_PATHS.corporateNotification}?corporateId=CORP-NUSANTARA&userId=${demoHr.userId}`;
    expect((await asUser(corporate, demoHr)).httpStatus).toBe(200);
    const onBehalf = await asUser(CHAT_PATHS.corporateNotification, demoKlobber, {
      corporateIds: ['CORP-NUSANTARA'],
      userId: demoHr.userId,
    });
    expect(onBehalf.httpStatus).toBe(403);
    expect(onBehalf.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
  });
});
