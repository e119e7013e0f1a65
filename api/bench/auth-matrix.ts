/**
 * The authorisation matrix (issue 6; a script, not a test): starts a throw-away
 * api in this process, calls every route it registered as {no token, a forged
 * token, another user's token} and the chat socket the same way, prints one
 * line per route with the three statuses, then the counts refused (401/403) and
 * a JSON summary.
 *
 *   cd api && npx tsx bench/auth-matrix.ts
 *
 * "Another user" is a signed-in stranger (the unconfirmed demo account, who
 * administers nothing) asking for the demo klobber's data and PT Nusantara
 * Digital's: parameters named userId, email, corporateId, roomId... name them.
 * A route that answers per caller (the token decides whose data) rightly
 * answers the stranger with the stranger's own data.
 */
import { io as connectSocket } from 'socket.io-client';
import { CHAT_SOCKET_NAMESPACE, chatRoomId } from '@klob/shared/api-contract/chat';
import { demoUsers } from '../src/modules/core/demo-data.js';
import type { RegisteredRoute } from '../src/server.js';
import { FORGED_TOKEN } from '../src/testing/demo-accounts.js';
import { startTestApi, type RunningTestApi } from '../src/testing/test-api.js';

const [victim, , stranger] = demoUsers;
const VICTIM_COMPANY = 'CORP-NUSANTARA';
const CALLERS = ['none', 'forged', 'other user'] as const;
type CallerName = (typeof CALLERS)[number];
const COLUMN_WIDTH = 12;

/** Sample values by parameter name: they point at someone else's data. */
const SAMPLE_BY_NAME: Record<string, string> = {
  userId: victim.userId,
  user: victim.userId,
  email: victim.email,
  emailLogin: victim.email,
  corporateId: VICTIM_COMPANY,
  roomId: chatRoomId(VICTIM_COMPANY, victim.userId),
};

interface JsonSchema {
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minItems?: number;
}

function sampleOf(name: string, schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleOf(name, schema.anyOf[0]!);
  switch (schema.type) {
    case 'string':
      return SAMPLE_BY_NAME[name] ?? (schema.format === 'email' ? victim.email : 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(name, schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(key, schema.properties?.[key] ?? {})]));
    default:
      return SAMPLE_BY_NAME[name] ?? 'x';
  }
}

function sampleRequest(route: RegisteredRoute): { path: string; body: unknown } {
  const schema = (route.schema ?? {}) as { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema };
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(sampleOf(name, schema.params?.properties?.[name] ?? {}))))
    .replace(/\*$/, 'x');
  const query = schema.querystring ? (sampleOf('query', schema.querystring) as Record<string, unknown>) : {};
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
  const body = route.method === 'GET' ? undefined : schema.body ? sampleOf('body', schema.body) : {};
  return { path: search ? `${path}?${search}` : path, body };
}

async function call(running: RunningTestApi, route: RegisteredRoute, token: string | undefined): Promise<number> {
  const { path, body } = sampleRequest(route);
  const response = await fetch(`${running.baseUrl}${path}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** 'refused' for a chat socket connection the server turns down, else 'connected'. */
function socketAnswer(running: RunningTestApi, token: string | undefined): Promise<string> {
  const socket = connectSocket(`${running.baseUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query: { userId: victim.userId },
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.close(), resolve('connected')));
    socket.once('connect_error', () => (socket.close(), resolve('refused')));
  });
}

const isRefused = (answer: number | string) => answer === 401 || answer === 403 || answer === 'refused';

const running = await startTestApi({ config: { logLevel: 'silent' } });
try {
  const strangerToken = await running.api.ctx.tokens.sign({
    userId: stranger.userId,
    email: stranger.email,
    use: 'id',
    sessionId: await running.api.ctx.sessions.start(stranger.userId),
  });
  const tokens: Record<CallerName, string | undefined> = { none: undefined, forged: FORGED_TOKEN, 'other user': strangerToken };
  const routes = running.api.routes.filter((route) => route.method !== 'OPTIONS').sort((a, b) => a.url.localeCompare(b.url));

  const rows: { route: string; answers: Record<CallerName, number | string> }[] = [];
  for (const route of routes) {
    const answers = {} as Record<CallerName, number | string>;
    for (const caller of CALLERS) answers[caller] = await call(running, route, tokens[caller]);
    rows.push({ route: `${route.method} ${route.url}`, answers });
  }
  const socketAnswers = {} as Record<CallerName, string>;
  for (const caller of CALLERS) socketAnswers[caller] = await socketAnswer(running, tokens[caller]);
  rows.push({ route: `SOCKET ${CHAT_SOCKET_NAMESPACE} as ${victim.userId}`, answers: socketAnswers });

  const width = Math.max(...rows.map((row) => row.route.length));
  console.info(`${'route'.padEnd(width)}  ${CALLERS.map((caller) => caller.padStart(COLUMN_WIDTH)).join('')}`);
  for (const row of rows)
    console.info(`${row.route.padEnd(width)}  ${CALLERS.map((caller) => String(row.answers[caller]).padStart(COLUMN_WIDTH)).join('')}`);

  const refused = Object.fromEntries(CALLERS.map((caller) => [caller, rows.filter((row) => isRefused(row.answers[caller])).length]));
  // A route that needs a token (refuses "none") must refuse a forged one too.
  const forgedSlippedThrough = rows.filter((row) => isRefused(row.answers.none) && !isRefused(row.answers.forged)).map((row) => row.route);
  console.info(
    `\n${rows.length} routes and the socket; refused (401/403): ${CALLERS.map((caller) => `${caller} ${refused[caller]}`).join(', ')}`,
  );
  console.info(`needing a token but taking a forged one: ${forgedSlippedThrough.length === 0 ? 'none' : forgedSlippedThrough.join(', ')}`);
  console.info(JSON.stringify({ routes: rows.length, refused, forgedSlippedThrough }));
  process.exitCode = forgedSlippedThrough.length === 0 ? 0 : 1;
} finally {
  await running.stop();
}
