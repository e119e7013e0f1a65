import Database from 'better-sqlite3';
import pg from 'pg';
import { CHAT_ERROR_CODES, type ChatMessage } from '@klob/shared/api-contract/chat';
import { setUpTestApi } from '../../testing/index.js';
import { accessGenerationFor } from './access-generation.js';
import { connectChat, request, type ChatClient } from './chat-test-support.js';

const KLOBBER = 'USR-KLOBBER-0001';
const HR = 'USR-HR-0001';
const ROOM = `CORP-NUSANTARA|${KLOBBER}`;

const running = setUpTestApi();
const opened: ChatClient[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

async function subscribed(userId: string, action: 'subscribeChannel' | 'subscribeChannelAdmin'): Promise<ChatClient> {
  const socket = await connectChat(running.baseUrl, { userId }, { token: await running.signIdToken(userId) });
  opened.push(socket);
  expect((await request(socket, action, { roomId: ROOM, userId })).ok).toBe(true);
  return socket;
}

/** Resolves with the channel_message of that content the socket receives. */
function heard(socket: ChatClient, content: string): Promise<ChatMessage> {
  return new Promise((resolve) => {
    const listener = (message: ChatMessage) => {
      if (message.content !== content) return;
      socket.off('channel_message', listener);
      resolve(message);
    };
    socket.on('channel_message', listener);
  });
}

/** Runs `statement` on a connection of its own, as another program (or another api instance) would. */
async function asAnotherProgram(statement: string): Promise<void> {
  const { databaseUrl, databaseSchema, databasePath } = running.config;
  if (!databaseUrl) {
    const other = new Database(databasePath);
    try {
      other.exec(statement);
    } finally {
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${databaseSchema ?? 'public'}` });
  await other.connect();
  try {
    await other.query(statement);
  } finally {
    await other.end();
  }
}

/** Runs `change`, then `undo` after the test body, whatever happens. */
async function whileChanged(change: string, undo: string, body: () => Promise<void>): Promise<void> {
  await running.api.ctx.sql.exec(change);
  try {
    await body();
  } finally {
    await running.api.ctx.sql.exec(undo);
  }
}

describe('the access generation the caches follow', () => {
  test('stays while nothing that decides chat access changes, moves at once when something does (both engines)', async () => {
    const generation = accessGenerationFor(running.api.ctx);
    const before = await generation();
    await running.api.ctx.sql.run('UPDATE users SET email = email WHERE user_id = ?', [KLOBBER]);
    expect(await generation()).toBe(before);
    await running.api.ctx.sql.run("UPDATE companies SET corporate_name = corporate_name WHERE corporate_id = 'CORP-NUSANTARA'");
    const afterRename = await generation();
    expect(afterRename).not.toBe(before);
    await asAnotherProgram(`UPDATE company_admins SET corporate_id = corporate_id WHERE user_id = '${HR}'`);
    expect(await generation()).not.toBe(afterRename);
  });
});

// The socket keeps each room's access answer between messages (issue 11); these check that a change is seen at once.
describe('room access kept between messages follows every change of who may chat', () => {
  test('a company whose chat feature is switched off while its room is open answers NO_CHAT_FEATURE to the next message', async () => {
    const klobber = await subscribed(KLOBBER, 'subscribeChannel');
    expect((await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Sebelum' })).ok).toBe(true);
    await whileChanged(
      "UPDATE companies SET has_chat = 0 WHERE corporate_id = 'CORP-NUSANTARA'",
      "UPDATE companies SET has_chat = 1 WHERE corporate_id = 'CORP-NUSANTARA'",
      async () => {
        const send = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Sesudah' });
        expect(send).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.noChatFeature } });
      },
    );
    expect((await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Lagi' })).ok).toBe(true);
  });

  test('a renamed user or company: the next message carries the new name', async () => {
    const klobber = await subscribed(KLOBBER, 'subscribeChannel');
    const hr = await subscribed(HR, 'subscribeChannelAdmin');
    expect((await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Nama lama' })).ok).toBe(true);
    await whileChanged(
      `UPDATE users SET first_name = 'Kirana Baru' WHERE user_id = '${KLOBBER}';
       UPDATE companies SET corporate_name = 'PT Nusantara Baru' WHERE corporate_id = 'CORP-NUSANTARA'`,
      `UPDATE users SET first_name = 'Kirana' WHERE user_id = '${KLOBBER}';
       UPDATE companies SET corporate_name = 'PT Nusantara Digital' WHERE corporate_id = 'CORP-NUSANTARA'`,
      async () => {
        const heardByHr = heard(hr, 'Nama baru');
        const fromKlobber = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Nama baru' });
        expect(fromKlobber).toMatchObject({ ok: true, data: { name: expect.stringMatching(/^Kirana Baru\b/) } });
        expect((await heardByHr).name).toMatch(/^Kirana Baru\b/);
        const fromHr = await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Dari perusahaan' });
        expect(fromHr).toMatchObject({ ok: true, data: { name: 'PT Nusantara Baru', isAdmin: true } });
      },
    );
  });

  test('an admin removed by another program on the same database is refused at the next message', async () => {
    const hr = await subscribed(HR, 'subscribeChannelAdmin');
    expect((await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Masih admin' })).ok).toBe(true);
    await asAnotherProgram(`DELETE FROM company_admins WHERE user_id = '${HR}' AND corporate_id = 'CORP-NUSANTARA'`);
    try {
      const send = await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Masih bisa?' });
      expect(send).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.forbidden } });
    } finally {
      await asAnotherProgram(`INSERT INTO company_admins (user_id, corporate_id) VALUES ('${HR}', 'CORP-NUSANTARA')`);
    }
  });

  test('a room deleted while open answers NOT_FOUND to the next message', async () => {
    const klobber = await subscribed(KLOBBER, 'subscribeChannel');
    expect((await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Ada' })).ok).toBe(true);
    const room = (await running.api.ctx.sql.get('SELECT * FROM chat_rooms WHERE room_id = ?', [ROOM])) as Record<string, unknown>;
    const messages = (await running.api.ctx.sql.all('SELECT * FROM chat_messages WHERE room_id = ?', [ROOM])) as Record<string, unknown>[];
    await running.api.ctx.sql.run('DELETE FROM chat_rooms WHERE room_id = ?', [ROOM]);
    try {
      const send = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: 'Hilang?' });
      expect(send).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.notFound } });
    } finally {
      const restore = async (table: string, row: Record<string, unknown>) => {
        const columns = Object.keys(row);
        await running.api.ctx.sql.run(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
          row,
        );
      };
      await restore('chat_rooms', room);
      for (const message of messages) await restore('chat_messages', message);
    }
  });
});
