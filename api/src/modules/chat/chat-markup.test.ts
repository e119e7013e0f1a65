import { CHAT_ERROR_CODES, type ChatSocketError } from '@klob/shared/api-contract/chat';
import { setUpTestApi } from '../../testing/index.js';
import { connectChat, nextEvent, request, type ChatClient } from './chat-test-support.js';

const KLOBBER = 'USR-KLOBBER-0001';
const HR = 'USR-HR-0001';
const ROOM = `CORP-NUSANTARA|${KLOBBER}`;
/** What the issue-6 probe sent, plus the other ways markup runs script. */
const HOSTILE_CONTENT =
  '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">lihat</a>' +
  '<svg onload=alert(5)></svg><iframe src="https://evil.example"></iframe><p style="color:red">Halo <b>HR</b></p>';
const SAFE_CONTENT = '<img src="x" /><a target="_blank" rel="noopener noreferrer nofollow">lihat</a><p>Halo <b>HR</b></p>';
const SCRIPT_OR_HANDLER = /<script|<svg|<iframe|\bon[a-z]+\s*=|javascript:|style=/i;

const running = setUpTestApi();
const opened: ChatClient[] = [];

async function connectAs(userId: string): Promise<ChatClient> {
  const socket = await connectChat(running.baseUrl, { userId }, { token: await running.signIdToken(userId) });
  opened.push(socket);
  return socket;
}

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

describe('chat content is stored through the markup allow-list (issue 6, hole 5)', () => {
  test('S2-3-04 a message with event handlers, script, frames and javascript: links is stored and sent to the other side without them', async () => {
    const [klobber, hr] = await Promise.all([connectAs(KLOBBER), connectAs(HR)]);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    await request(hr, 'subscribeChannelAdmin', { roomId: ROOM, userId: HR });

    const atHr = nextEvent(hr, 'channel_message');
    const sent = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: HOSTILE_CONTENT });
    expect(sent.ok && sent.data.content).toBe(SAFE_CONTENT);
    expect((await atHr).content).toBe(SAFE_CONTENT);

    const recent = await request(hr, 'getRecentMessages', { roomId: ROOM });
    const stored = recent.ok ? recent.data.messages.at(-1)?.content : undefined;
    expect(stored).toBe(SAFE_CONTENT);
    expect(stored).not.toMatch(SCRIPT_OR_HANDLER);
  });

  test('the HTML the chat shows (paragraphs, emphasis, line breaks, lists, http links) is kept; a link opens in a new tab without the opener', async () => {
    const klobber = await connectAs(KLOBBER);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    const content = '<p>Baris satu<br />baris <i>dua</i></p><ul><li>CV</li></ul><a href="https://klob.id/jobs?id=1">lowongan</a>';
    const sent = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content });
    expect(sent.ok && sent.data.content).toBe(
      '<p>Baris satu<br />baris <i>dua</i></p><ul><li>CV</li></ul>' +
        '<a href="https://klob.id/jobs?id=1" target="_blank" rel="noopener noreferrer nofollow">lowongan</a>',
    );
  });

  test('a message that shows nothing once sanitised (only a script) is refused as empty, and nothing is stored', async () => {
    const klobber = await connectAs(KLOBBER);
    await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
    const before = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    const refused = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content: '<script>alert(1)</script><p> </p>' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: CHAT_ERROR_CODES.invalidPayload, message: 'content: must not be empty' } satisfies Partial<ChatSocketError>,
    });
    const after = await request(klobber, 'getRecentMessages', { roomId: ROOM });
    expect(after.ok && after.data.messages.at(-1)).toEqual(before.ok && before.data.messages.at(-1));
  });

  test.each(['<p><br></p>', '<p>&nbsp;</p>', '<div><p> </p></div>', '<ul><li></li></ul>'])(
    'S1-5-18 a body that is only an empty HTML skeleton (%s) counts as empty and is refused',
    async (content) => {
      const klobber = await connectAs(KLOBBER);
      await request(klobber, 'subscribeChannel', { roomId: ROOM, userId: KLOBBER });
      const refused = await request(klobber, 'sendMessage', { userId: KLOBBER, roomId: ROOM, content });
      expect(refused).toMatchObject({ ok: false, error: { code: CHAT_ERROR_CODES.invalidPayload, message: 'content: must not be empty' } });
    },
  );
});
