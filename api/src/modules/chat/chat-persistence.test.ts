import { CHAT_PATHS } from '@klob/shared/api-contract/chat';
import { API_START_TIMEOUT_MS, setUpTestApi } from '../../testing/index.js';
import { chatServiceBody, connectChat, request, type ChatClient } from './chat-test-support.js';

const KLOBBER = 'USR-KLOBBER-0001';
const HR = 'USR-HR-0001';
const ROOM = `CORP-NUSANTARA|${KLOBBER}`;

const running = setUpTestApi();
const opened: ChatClient[] = [];

async function connectAs(userId: string): Promise<ChatClient> {
  const socket = await connectChat(running.baseUrl, { userId }, { token: await running.signIdToken(userId) });
  opened.push(socket);
  return socket;
}

const klobberUnread = () => chatServiceBody(running, `${CHAT_PATHS.klobberNotification}?userId=${KLOBBER}`);

test(
  'S2-7-21 S2-7-23 messages, new rooms and unread counts survive a restart of the api',
  async () => {
    const hr = await connectAs(HR);
    await request(hr, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR });
    const sent = await request(hr, 'sendMessage', { userId: HR, roomId: ROOM, content: 'Sampai jumpa setelah restart' });
    expect(sent.ok).toBe(true);
    const klobber = await connectAs(KLOBBER);
    await request(klobber, 'subscribeChannel', { roomId: `CORP-TOBA|${KLOBBER}`, userId: KLOBBER });
    const unreadBefore = await klobberUnread();
    for (const socket of opened.splice(0)) socket.close();

    await running.restart();

    const again = await connectAs(KLOBBER);
    const recent = await request(again, 'getRecentMessages', { roomId: ROOM });
    expect(recent.ok && recent.data.messages.at(-1)).toEqual(sent.ok && sent.data);
    expect(await request(again, 'getRecentMessages', { roomId: `CORP-TOBA|${KLOBBER}` })).toEqual({
      ok: true,
      data: { roomId: `CORP-TOBA|${KLOBBER}`, messages: [] },
    });
    expect(await klobberUnread()).toEqual(unreadBefore);
    expect(unreadBefore).toEqual({ data: { newMessage: 3 } });
    for (const socket of opened.splice(0)) socket.close();
  },
  API_START_TIMEOUT_MS,
);
