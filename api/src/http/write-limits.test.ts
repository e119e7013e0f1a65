import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { CHAT_ERROR_CODES } from '@klob/shared/api-contract/chat';
import { SURVEY_PATHS } from '@klob/shared/api-contract/forms';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import { REPORT_PATHS } from '@klob/shared/api-contract/reports';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { connectChat, request, type ChatClient } from '../modules/chat/chat-test-support.js';
import { DEMO_PASSWORD, demoUsers } from '../modules/core/demo-data.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';

/** The production defaults (src/config.ts): the api process below runs with them. */
const MESSAGES_PER_MINUTE = 5;
const TRACKING_PER_MINUTE = 120;
const WRITES_PER_MINUTE = 60;
const CHAT_PER_SOCKET_PER_MINUTE = 30;
const CHAT_PER_USER_PER_MINUTE = 60;

/** What the probe of issue 22 sent to each route from one client. */
const FLOOD = 200;
const IN_FLIGHT = 20;
/** A second client behind the trusted proxy: the api reads its address from X-Forwarded-For (loopback only). */
const OTHER_CLIENT = '203.0.113.7';

const [klobber] = demoUsers;
const ROOM = `CORP-NUSANTARA|${klobber!.userId}`;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; result?: unknown };
}

let api: ApiProcess;
beforeAll(async () => {
  api = await startApiProcess();
}, 90_000);
afterAll(() => api?.stop(), 10_000);

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
}

/** Sends `count` writes, IN_FLIGHT at a time, and answers them in order. */
async function flood(count: number, send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let first = 0; first < count; first += IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(IN_FLIGHT, count - first) }, (_, offset) => send(first + offset));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

function expectLimitedAt(answers: Answer[], budget: number): void {
  const limited = answers.filter(({ status }) => status === 429);
  expect(answers.length - limited.length).toBe(budget);
  expect(limited.length).toBe(answers.length - budget);
  expect(limited[0]!.body.code).toBe(ACCESS_ERROR_CODES.rateLimited);
  expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
}

const contactMessage = (index: number) => ({
  name: 'Rina',
  email: `rina${index}@example.com`,
  topic: 'jobs',
  message: 'Bagaimana cara melamar program magang?',
});
const demoRequest = (index: number) => ({
  name: 'Rina',
  workEmail: `rina${index}@example.com`,
  phone: '+62 812 3456 7890',
  companyName: 'PT Contoh',
  companySize: '11-50',
});
const businessRegistration = (index: number) => ({
  companyName: `PT Contoh ${index}`,
  industry: 'Teknologi',
  companySize: '11-50',
  city: 'Jakarta',
  picName: 'Rina',
  picEmail: `rina${index}@example.com`,
  picPhone: '+62 812 3456 7890',
});

describe('anonymous writes from one client, against the real api process (issue 22, point 2)', () => {
  test.each([
    ['contact-message', SITE_PATHS.contactMessage, contactMessage, MESSAGES_PER_MINUTE],
    ['demo-request', SITE_PATHS.demoRequest, demoRequest, MESSAGES_PER_MINUTE],
    ['business-registration', SITE_PATHS.businessRegistration, businessRegistration, MESSAGES_PER_MINUTE],
    ['page/view', ACTIVITY_PATHS.pageView, (index: number) => ({ path: `/faq?visit=${index}`, language: 'id' }), TRACKING_PER_MINUTE],
    ['the guestbook save', SURVEY_PATHS.save, () => ({ surveyId: 'SRV-VISITOR-01', option: [] }), WRITES_PER_MINUTE],
  ])(
    '%s: 200 at once store only its budget, the rest answer 429 with Retry-After; another client still writes',
    async (_name, path, body, budget) => {
      const answers = await flood(FLOOD, (index) => post(path, body(index)));
      expectLimitedAt(answers, budget);
      expect((await post(path, body(FLOOD), { 'x-forwarded-for': OTHER_CLIENT })).status).not.toBe(429);
    },
  );
});

describe('a signed-in user, against the real api process', () => {
  test('200 reports from two addresses store only the per-user budget', async () => {
    const login = await post(IDENTITY_PATHS.loginEmail, { email: klobber!.email, password: DEMO_PASSWORD });
    const token = (login.body.result as { idToken: string }).idToken;
    const report = { subjectType: 'vacancy', subjectId: 'KLP-0001', reason: 'fraud', description: 'Lowongan ini meminta biaya.' };
    const answers = await flood(FLOOD, (index) =>
      post(REPORT_PATHS.create, report, { authorization: token, 'x-forwarded-for': index % 2 ? OTHER_CLIENT : '198.51.100.9' }),
    );
    expectLimitedAt(answers, WRITES_PER_MINUTE);
  });

  test('chat messages over one socket and over a second socket of the same user answer RATE_LIMITED past their budgets', async () => {
    const login = await post(IDENTITY_PATHS.loginEmail, { email: klobber!.email, password: DEMO_PASSWORD });
    const token = (login.body.result as { idToken: string }).idToken;
    const sockets: ChatClient[] = [];
    const sendMany = async (count: number) => {
      const socket = await connectChat(api.baseUrl, { userId: klobber!.userId }, { token });
      sockets.push(socket);
      const acks = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          request(socket, 'sendMessage', { userId: klobber!.userId, roomId: ROOM, content: `pesan ${index}` }),
        ),
      );
      return { sent: acks.filter((ack) => ack.ok).length, refused: acks.filter((ack) => !ack.ok) };
    };
    try {
      const first = await sendMany(40);
      expect(first.sent).toBe(CHAT_PER_SOCKET_PER_MINUTE);
      expect(first.refused[0]).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.rateLimited, action: 'sendMessage' } });
      const second = await sendMany(40);
      expect(second.sent).toBe(CHAT_PER_USER_PER_MINUTE - 40);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
