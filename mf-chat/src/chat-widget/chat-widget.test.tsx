import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KlobServices, ToastEvent, VacancyCard } from '@klob/shared';
import { CHAT_PATHS, type ChatAckResponse, type ChatCorporateStatusResult } from '@klob/shared/api-contract/chat';
import { createTestBus, createTestUnitProps, mountUnit, type MountedUnit } from '@klob/shared/testing';
import chatWidgetUnit from '../expose/chat-widget';
import {
  ADMIN_DETAIL,
  COMPANY_ID,
  FakeChatSocket,
  ROOM_ID,
  USER_ID,
  answerLikeTheServer,
  createChatServices,
  onlineStatus,
  room,
  storedMessage,
} from './chat-test-support';
import { chatTranslations } from '../texts/chat';

const TEXTS = chatTranslations.id;

let fakeSocket: FakeChatSocket;
const socketOptions: unknown[] = [];
jest.mock('./chat-socket', () => ({
  openChatSocket: (options: unknown) => {
    socketOptions.push(options);
    return Promise.resolve(fakeSocket);
  },
}));

let mounted: MountedUnit[] = [];

beforeEach(() => {
  fakeSocket = new FakeChatSocket();
  socketOptions.length = 0;
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.useRealTimers();
  for (const unit of mounted) await unit.unmount();
  mounted = [];
  jest.restoreAllMocks();
});

async function mountWidget(services: KlobServices, props: { pathname?: string; query?: Record<string, string> } = {}) {
  const unit = await mountUnit(
    chatWidgetUnit,
    createTestUnitProps({ services, pathname: props.pathname ?? '/jobs', query: props.query ?? {} }),
    {
      name: 'chat-widget-test',
    },
  );
  mounted.push(unit);
  await waitFor(() => expect(socketOptions).toHaveLength(1));
  return unit;
}

const bubble = () => screen.getByTestId('chat-bubble');
const panel = () => screen.queryByTestId('chat-panel');
const messageTexts = () => screen.queryAllByTestId('chat-message').map((item) => within(item).getByTestId('message-content').textContent);
const collectToasts = (services: KlobServices) => {
  const toasts: ToastEvent[] = [];
  const subscription = services.bus.on('toast').subscribe((toast) => toasts.push(toast));
  mounted.push({ unmount: async () => subscription.unsubscribe() } as MountedUnit);
  return toasts;
};

async function openRoom(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bubble());
  await user.click(await screen.findByRole('button', { name: /PT Nusantara Digital/ }));
  await waitFor(() => expect(fakeSocket.actions('getRecentMessages')).not.toHaveLength(0));
}

describe('the widget for a signed-in job seeker', () => {
  test('S2-2-01 S2-4-01 S2-2-02 S2-2-03 S2-2-15 the round button opens the panel: room list with search, conversation with box and send, the ask hint', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    expect(panel()).toBeNull();
    await user.click(bubble());
    expect(panel()).not.toBeNull();
    expect(bubble()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(service.requests.some((request) => request.url === CHAT_PATHS.klobberHistory)).toBe(true));
    expect(screen.getByPlaceholderText(TEXTS.rooms.searchPlaceholder)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /PT Nusantara Digital/ })).toBeInTheDocument();
    expect(screen.getByTestId('chat-ask-hint')).toHaveTextContent(TEXTS.widget.askHint);
    await user.click(screen.getByRole('button', { name: /PT Nusantara Digital/ }));
    expect(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.conversation.send })).toBeInTheDocument();
  });

  test('S2-7-18 the socket is opened with the user id and a token reader', async () => {
    const { services } = createChatServices();
    await mountWidget(services);
    expect(socketOptions[0]).toMatchObject({ userId: USER_ID });
    expect((socketOptions[0] as { getToken: () => string }).getToken()).toBe('id-token');
  });

  test('S2-4-02 S2-4-03 S2-4-24 S2-4-25 S2-7-19 S2-7-23 S2-3-05 selecting a room subscribes, loads its history (HH:mm times) and clears loading', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket, [storedMessage({ content: '<p>Halo <b>Kirana</b></p>', timestamp: '2026-03-02T03:15:00.000Z' })]);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]);
    expect(fakeSocket.actions('getRecentMessages')).toEqual([{ roomId: ROOM_ID }]);
    await waitFor(() => expect(messageTexts()).toEqual(['Halo Kirana']));
    expect(screen.getByTestId('chat-messages')).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByTestId('chat-message')).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  test('S2-4-21 S2-4-22 S2-7-22 an incoming message in the active room is appended and the room marked read', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    const readsBefore = fakeSocket.actions('readMessage').length;
    act(() => fakeSocket.serverEmit('channel_message', storedMessage({ content: 'Ada yang bisa dibantu?' })));
    await waitFor(() => expect(messageTexts()).toContain('Ada yang bisa dibantu?'));
    await waitFor(() => expect(fakeSocket.actions('readMessage').length).toBeGreaterThan(readsBefore));
    expect(fakeSocket.actions('readMessage').at(-1)).toEqual({ roomId: ROOM_ID, userId: USER_ID });
  });

  test('S2-4-23 S1-3-16 S2-3-14 a message for another room raises its unread count and the chat counters on the bus at once', async () => {
    const { services } = createChatServices({ rooms: [room(), room({ roomId: `CORP-MERAPI|${USER_ID}`, chatName: 'PT Merapi Energi' })] });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await waitFor(() => expect(services.bus.getState('chatCounters').totalUnread).toBe(2));
    expect(services.bus.getState('chatCounters')).toEqual({
      allMessage: 2,
      openMessage: 0,
      closeMessage: 0,
      totalUnread: 2,
      totalUnreadCorp: 0,
    });
    act(() => fakeSocket.serverEmit('channel_message', storedMessage({ roomId: `CORP-MERAPI|${USER_ID}` })));
    expect(services.bus.getState('chatCounters')).toMatchObject({ totalUnread: 3, allMessage: 3 });
    expect(screen.getByTestId('chat-bubble-badge')).toHaveTextContent('3');
  });

  test('S2-4-19 S2-4-20 S2-3-16 S2-3-17 an incoming subscribe_channel for a new room adds it (the list is read again) and selects it', async () => {
    const user = userEvent.setup();
    const merapi = room({ roomId: `CORP-MERAPI|${USER_ID}`, chatName: 'PT Merapi Energi' });
    const { services, service } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    await screen.findByRole('button', { name: /PT Nusantara Digital/ });
    service.on('GET', CHAT_PATHS.klobberHistory, { data: [room(), merapi] });
    act(() => fakeSocket.serverEmit('subscribe_channel', { corporateName: 'PT Merapi Energi', avatar: null, roomId: merapi.roomId }));
    expect(await screen.findByRole('button', { name: /PT Merapi Energi/ })).toHaveAttribute('aria-current', 'true');
    act(() => fakeSocket.serverEmit('subscribe_channel_admin', { userFullname: 'Kirana Lestari', userAvatar: null, roomId: ROOM_ID }));
    await waitFor(() => expect(screen.getByRole('button', { name: /PT Nusantara Digital/ })).toHaveAttribute('aria-current', 'true'));
    // Selected as any room is: subscribed and its history loaded.
    await waitFor(() => expect(fakeSocket.actions('getRecentMessages')).toEqual([{ roomId: merapi.roomId }, { roomId: ROOM_ID }]));
  });

  test('S2-4-34 S2-5-01 an empty message shows the toast and sends nothing', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    const toasts = collectToasts(services);
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await user.type(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder }), '   ');
    await user.click(screen.getByRole('button', { name: TEXTS.conversation.send }));
    expect(toasts).toEqual([expect.objectContaining({ message: 'Yuk, Tulis pesan kamu dahulu' })]);
    expect(fakeSocket.actions('sendMessage')).toEqual([]);
  });

  test('S2-5-02 S2-5-03 S2-9-01 S2-9-02 the message box grows one 24 px row per line, up to 10 rows', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: TEXTS.conversation.placeholder });
    expect(box.rows).toBe(1);
    expect(box.style.maxHeight).toBe('240px');
    await user.type(box, 'a{Shift>}{Enter}{/Shift}b{Shift>}{Enter}{/Shift}c');
    expect(box.rows).toBe(3);
    await user.type(box, '{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}');
    expect(box.rows).toBe(10);
  });

  test('S2-7-21 a sent message shows as sending, then sent with its client id acknowledged once', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    let release: () => void = () => undefined;
    const send = fakeSocket.respond.sendMessage!;
    fakeSocket.respond.sendMessage = (payload) => new Promise((resolve) => (release = () => resolve(send(payload) as never)));
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await user.type(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder }), 'Halo HR{Enter}');
    const pending = await screen.findByText(TEXTS.conversation.sending);
    expect(pending.closest('li')).toHaveAttribute('data-delivery', 'sending');
    const [payload] = fakeSocket.actions('sendMessage');
    expect(payload).toEqual({
      userId: USER_ID,
      roomId: ROOM_ID,
      content: 'Halo HR',
      event: 'message',
      clientMessageId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('chat-message')).toHaveAttribute('data-delivery', 'sent'));
    // The broadcast of the same message (same messageId) is not shown twice.
    const stored = storedMessage({
      userId: USER_ID,
      isAdmin: false,
      content: 'Halo HR',
      clientMessageId: payload!.clientMessageId as string,
    });
    act(() =>
      fakeSocket.serverEmit('channel_message', { ...stored, messageId: Number(screen.getByTestId('chat-message').dataset.messageId) }),
    );
    expect(messageTexts()).toEqual(['Halo HR']);
  });

  test('S2-7-21 a refused message shows as failed; resend sends it again with the same client id', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    const send = fakeSocket.respond.sendMessage!;
    fakeSocket.respond.sendMessage = () => ({
      ok: false,
      error: { code: 'INVALID_PAYLOAD', message: 'content: too long', action: 'sendMessage' },
    });
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await user.type(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder }), 'Coba kirim{Enter}');
    expect(await screen.findByText(TEXTS.conversation.failed)).toBeInTheDocument();
    fakeSocket.respond.sendMessage = send;
    await user.click(screen.getByRole('button', { name: TEXTS.conversation.resend }));
    await waitFor(() => expect(screen.getByTestId('chat-message')).toHaveAttribute('data-delivery', 'sent'));
    const [first, second] = fakeSocket.actions('sendMessage');
    expect(second?.clientMessageId).toBe(first?.clientMessageId);
  });

  test('S2-7-21 S2-7-23 a message sent while the connection is lost is kept, sent after the reconnect, and the missed messages are fetched after the last seen one', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    const history = [storedMessage({ content: 'Sebelum putus' })];
    answerLikeTheServer(fakeSocket, history);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await waitFor(() => expect(messageTexts()).toEqual(['Sebelum putus']));
    act(() => fakeSocket.serverDrop());
    expect(await screen.findByTestId('chat-connection-lost')).toHaveTextContent(TEXTS.connection.lostTitle);
    await user.type(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder }), 'Saat putus{Enter}');
    expect(fakeSocket.actions('sendMessage')).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(`klob-chat-outbox:${USER_ID}`) ?? '[]')).toEqual([
      expect.objectContaining({ content: 'Saat putus', roomId: ROOM_ID }),
    ]);
    history.push(storedMessage({ content: 'Terlewat' }));
    act(() => fakeSocket.serverConnect());
    await waitFor(() => expect(messageTexts()).toEqual(['Sebelum putus', 'Terlewat', 'Saat putus']));
    expect(fakeSocket.actions('getRecentMessages').at(-1)).toEqual({ roomId: ROOM_ID, afterMessageId: history[0]!.messageId });
    expect(screen.queryByTestId('chat-connection-lost')).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(`klob-chat-outbox:${USER_ID}`)).toBeNull());
  });

  test('S2-7-21 unsent messages survive a reload: a new mount sends what the outbox kept', async () => {
    window.localStorage.setItem(
      `klob-chat-outbox:${USER_ID}`,
      JSON.stringify([
        {
          clientMessageId: 'kept-1',
          roomId: ROOM_ID,
          content: 'Dari sebelum reload',
          event: 'message',
          createdAt: '2026-03-02T03:00:00.000Z',
          delivery: 'sending',
        },
      ]),
    );
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await waitFor(() =>
      expect(fakeSocket.actions('sendMessage')).toEqual([
        expect.objectContaining({ clientMessageId: 'kept-1', content: 'Dari sebelum reload' }),
      ]),
    );
    await waitFor(() => expect(window.localStorage.getItem(`klob-chat-outbox:${USER_ID}`)).toBeNull());
  });

  test('S2-8-01 S2-8-02 S2-8-03 S2-8-05 S2-4-26 a socket Internal server error empties the conversation and shows the failure view; Refresh chat retries', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket, [storedMessage({ content: 'Pesan lama' })]);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await waitFor(() => expect(messageTexts()).toEqual(['Pesan lama']));
    act(() => fakeSocket.serverEmit('chat_error', { code: 'INTERNAL', message: 'Internal server error', action: 'getRecentMessages' }));
    expect(await screen.findByText('Gagal Menampilakan Pesan')).toBeInTheDocument();
    expect(messageTexts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Refresh chat' }));
    await waitFor(() => expect(messageTexts()).toEqual(['Pesan lama']));
  });

  test('S2-8-04 S2-8-05 a failed room history shows its failure view; Refresh History retries', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices();
    service.on('GET', CHAT_PATHS.klobberHistory, new Error('history down'));
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    expect(await screen.findByText('Gagal Menampilkan History Chat')).toBeInTheDocument();
    service.on('GET', CHAT_PATHS.klobberHistory, { data: [room()] });
    await user.click(screen.getByRole('button', { name: 'Refresh History' }));
    expect(await screen.findByRole('button', { name: /PT Nusantara Digital/ })).toBeInTheDocument();
  });

  test('S2-4-31 S2-8-06 S2-8-07 the offline overlay shows while the browser is offline and the chat is open', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices({ offline: true });
    fakeSocket.serverConnect();
    await mountWidget(services);
    expect(screen.queryByTestId('chat-offline-overlay')).toBeNull();
    await user.click(bubble());
    const overlay = screen.getByTestId('chat-offline-overlay');
    expect(overlay).toHaveTextContent('Koneksi internet kamu terganggu!');
    expect(overlay).toHaveTextContent(/paket data, WiFi, atau jaringan/);
  });

  test('S2-4-31 S2-8-06 the overlay follows the browser going offline and back online while the chat is open', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('chat-offline-overlay')).toHaveTextContent('Koneksi internet kamu terganggu!');
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('chat-offline-overlay')).toBeNull();
  });

  test('S2-4-28 S2-4-29 an error or a close marks the connection off (the connection-lost panel)', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    act(() => fakeSocket.serverEmit('connect_error', new Error('refused')));
    expect(screen.getByTestId('chat-connection-lost')).toBeInTheDocument();
    act(() => fakeSocket.serverConnect());
    act(() => fakeSocket.serverDrop('transport close'));
    expect(screen.getByTestId('chat-connection-lost')).toBeInTheDocument();
  });

  test('S2-2-06 S2-2-07 S2-9-12 the panel is normal or expanded, and can be minimised', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    expect(panel()).toHaveAttribute('data-size', 'normal');
    await user.click(screen.getByRole('button', { name: TEXTS.widget.expand }));
    expect(panel()).toHaveAttribute('data-size', 'expanded');
    await user.click(screen.getByRole('button', { name: TEXTS.widget.minimise }));
    expect(screen.queryByPlaceholderText(TEXTS.rooms.searchPlaceholder)).toBeNull();
    await user.click(screen.getByRole('button', { name: TEXTS.widget.open }));
    expect(screen.getByPlaceholderText(TEXTS.rooms.searchPlaceholder)).toBeInTheDocument();
  });

  test('S2-2-10 the panel closes when the page path changes', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    fakeSocket.serverConnect();
    const unit = await mountWidget(services);
    await user.click(bubble());
    expect(panel()).not.toBeNull();
    await unit.update({ pathname: '/company' });
    await waitFor(() => expect(panel()).toBeNull());
  });

  test('the room search filters the list and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices({ rooms: [room(), room({ roomId: `CORP-MERAPI|${USER_ID}`, chatName: 'PT Merapi Energi' })] });
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    await screen.findByRole('button', { name: /PT Merapi Energi/ });
    await user.type(screen.getByPlaceholderText(TEXTS.rooms.searchPlaceholder), 'merapi');
    expect(screen.queryByRole('button', { name: /PT Nusantara Digital/ })).toBeNull();
    await user.type(screen.getByPlaceholderText(TEXTS.rooms.searchPlaceholder), 'xyz');
    expect(screen.getByText(TEXTS.rooms.noSearchResult)).toBeInTheDocument();
  });

  test('message HTML is rendered only after DOMPurify: scripts and handlers never reach the page', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket, [
      storedMessage({ content: '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><b>tebal</b>' }),
    ]);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    await waitFor(() => expect(screen.getByTestId('message-content').querySelector('b')).not.toBeNull());
    const html = screen.getByTestId('message-content').innerHTML;
    expect(html).not.toMatch(/onerror|<script/);
  });
});

describe('company availability (openChat and ?chat=on)', () => {
  const offlineStatus: ChatCorporateStatusResult = {
    chatStatus: 'CHAT_SCHEDULE_OFFLINE',
    chatSchedule: [
      { day: 'MONDAY', start: '08:00', end: '17:00' },
      { day: 'SATURDAY', start: '09:00', end: '12:00' },
    ],
    nextOffline: [{ startDate: '2026-03-16T17:00:00.000Z', endDate: '2026-03-17T17:00:00.000Z' }],
  };

  test('S2-2-11 S2-4-04 S2-4-05 ?chat=on on a company page opens the panel on that company: online, the room opens and is read', async () => {
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: `/company/pt-nusantara-digital/${COMPANY_ID}`, query: { chat: 'on' } });
    await waitFor(() => expect(panel()).not.toBeNull());
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
    await waitFor(() => expect(fakeSocket.actions('readMessage')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
  });

  test('a chat asked for before the widget mounted (a job page’s button pressed first) opens once it has, and stays open', async () => {
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    await mountWidget(services, { pathname: '/home/klob-and-co/job', query: { id: 'KLV-0001', corporateId: COMPANY_ID } });
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
    expect(panel()).not.toBeNull();
  });

  test('S2-2-11 ?chat=on on the signed-in company page /home/klob-and-co/company?id= opens the panel on that company without the page asking', async () => {
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/home/klob-and-co/company', query: { id: COMPANY_ID, chat: 'on' } });
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
  });

  test('S2-9-07 S2-9-08 a company page addressed with its id in lower case opens the room corporateId|userId with the id in upper case', async () => {
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/company/pt-nusantara-digital/corp-nusantara', query: { chat: 'on' } });
    await waitFor(() =>
      expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: 'CORP-NUSANTARA|USR-KLOBBER-0001', userId: USER_ID }]),
    );
    await waitFor(() =>
      expect(fakeSocket.actions('getRecentMessages')).toEqual([expect.objectContaining({ roomId: 'CORP-NUSANTARA|USR-KLOBBER-0001' })]),
    );
  });

  test('S2-4-06 S2-4-07 S2-4-08 S2-4-09 S2-4-10 S2-3-10 S2-3-11 S2-3-12 S2-9-10 offline: the room is not opened; the week in HH:mm WIB, the offline ranges, the next offline time and continue sending', async () => {
    const { services } = createChatServices({ status: offlineStatus });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    const schedule = await screen.findByTestId('chat-schedule-offline');
    expect(fakeSocket.actions('subscribeChannel')).toEqual([]);
    const rows = within(schedule)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Senin08:00 - 17:00 WIB');
    expect(rows).toContain('Sabtu09:00 - 12:00 WIB');
    expect(rows).toContain('MingguTutup');
    expect(within(schedule).getByTestId('chat-offline-ranges')).toHaveTextContent('17 Mar 2026 00:00 WIB - 18 Mar 2026 00:00 WIB');
    expect(within(schedule).getByTestId('chat-next-offline')).toHaveTextContent('Offline berikutnya: 17 Mar 2026 00:00 WIB');
    expect(within(schedule).getByRole('button', { name: TEXTS.schedule.continueSending })).toBeInTheDocument();
  });

  /** The user asks for the company's chat in its offline hours and chooses to write anyway (no room yet). */
  async function continueThroughOfflineHours(user: ReturnType<typeof userEvent.setup>) {
    const { services } = createChatServices({ status: offlineStatus, rooms: [] });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    await user.click(await screen.findByRole('button', { name: TEXTS.schedule.continueSending }));
    return services;
  }

  test('S2-4-11 S2-4-12 continue sending opens the room by subscribing (which creates it when new)', async () => {
    await continueThroughOfflineHours(userEvent.setup());
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
    expect(screen.queryByTestId('chat-schedule-offline')).toBeNull();
    expect(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder })).toBeInTheDocument();
  });

  test('S2-4-11 asked again for a company whose offline hours the user chose to write through, the room opens without the schedule', async () => {
    const services = await continueThroughOfflineHours(userEvent.setup());
    await screen.findByRole('textbox', { name: TEXTS.conversation.placeholder });
    // The company page mounted again (or a second click) asks for the same company.
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toHaveLength(2));
    expect(screen.queryByTestId('chat-schedule-offline')).toBeNull();
    expect(await screen.findByRole('textbox', { name: TEXTS.conversation.placeholder })).toBeInTheDocument();
  });

  test('S2-4-04 asked twice while the first status is on its way, the later answer decides: a late offline answer does not cover the open room', async () => {
    const { services, service } = createChatServices();
    let answerFirstAsk: (status: ChatCorporateStatusResult) => void = () => undefined;
    const firstAsk = new Promise<ChatCorporateStatusResult>((resolve) => (answerFirstAsk = resolve));
    let asks = 0;
    service.on('GET', CHAT_PATHS.corporateStatus, async () => {
      asks += 1;
      const status = asks === 1 ? await firstAsk : onlineStatus;
      return { status: 200, message: 'success', result: status };
    });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    await waitFor(() => expect(fakeSocket.actions('subscribeChannel')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]));
    await act(async () => answerFirstAsk(offlineStatus));
    expect(screen.queryByTestId('chat-schedule-offline')).toBeNull();
    expect(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder })).toBeInTheDocument();
  });

  test('S2-4-13 S2-6-04 NO_CHAT_FEATURE shows the no-feature panel', async () => {
    const { services } = createChatServices({ status: { chatStatus: 'NO_CHAT_FEATURE', chatSchedule: [], nextOffline: [] } });
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: 'CORP-SAMUDRA' }));
    expect(await screen.findByTestId('chat-no-feature')).toHaveTextContent(TEXTS.noFeature.title);
  });

  test("S2-4-14 any other status shows 'Perusahaan tidak memiliki layanan chat dengan user!'", async () => {
    const { services } = createChatServices({ status: { chatStatus: 'SOMETHING_ELSE' as never, chatSchedule: [], nextOffline: [] } });
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    expect(await screen.findByTestId('chat-unknown-status')).toHaveTextContent('Perusahaan tidak memiliki layanan chat dengan user!');
  });

  test('S2-4-35 S2-4-36 S2-3-15 S2-9-03 a vacancy card from openChat is sent first, the typed text 500 ms after it', async () => {
    const vacancy: VacancyCard = {
      corporateLogo: '/static/logo.png',
      positionName: 'Frontend Engineer',
      employmentStatus: 'Penuh Waktu',
      location: { province: 'DKI Jakarta' },
      klobVacancyCode: 'JV-001',
    };
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID, vacancy }));
    expect(await screen.findByTestId('vacancy-preview')).toHaveTextContent('Frontend Engineer');
    await waitFor(() => expect(fakeSocket.actions('getRecentMessages')).not.toHaveLength(0));
    await user.type(screen.getByRole('textbox', { name: TEXTS.conversation.placeholder }), 'Apakah masih dibuka?');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.conversation.send }));
    expect(fakeSocket.actions('sendMessage')).toEqual([
      expect.objectContaining({ event: 'vacancy', content: expect.stringContaining('Frontend Engineer') }),
    ]);
    act(() => jest.advanceTimersByTime(499));
    expect(fakeSocket.actions('sendMessage')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(fakeSocket.actions('sendMessage').at(-1)).toMatchObject({ event: 'message', content: 'Apakah masih dibuka?' });
  });
});

describe('roles', () => {
  test("S2-2-04 S2-3-06 S2-3-07 S2-3-08 S2-3-09 S2-6-01 S2-6-02 S2-4-32 S2-4-33 the switcher lists the own name first, then each company; switching shows that role's histories", async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    const switcher = await screen.findByRole('combobox', { name: TEXTS.roles.switchLabel });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kirana Lestari', 'PT Nusantara Digital (3)', 'PT Samudra Logistik']);
    await user.selectOptions(switcher, COMPANY_ID);
    await waitFor(() =>
      expect(
        service.requests.some(
          (request) => request.url === CHAT_PATHS.corporateHistory && request.options?.params?.corporateId === COMPANY_ID,
        ),
      ).toBe(true),
    );
    expect(services.bus.getState('chatCounters')).toMatchObject({ totalUnreadCorp: 3 });
  });

  test('S2-2-12 S2-2-13 S2-4-15 S2-4-16 S2-7-20 on a candidate profile the admin hint shows; a new room is created by subscribing as admin after the feature check', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/profile/USR-CANDIDATE-7' });
    await user.click(bubble());
    expect(await screen.findByTestId('chat-admin-hint')).toHaveTextContent('chat as admin');
    await user.click(screen.getByRole('button', { name: TEXTS.roles.chatWithCandidate }));
    await waitFor(() =>
      expect(fakeSocket.actions('subscribeChannelAdmin')).toEqual([{ roomId: `${COMPANY_ID}|USR-CANDIDATE-7`, userId: USER_ID }]),
    );
    expect(service.requests.some((request) => request.url === CHAT_PATHS.authorizationFlag)).toBe(true);
  });

  test('S2-4-17 without the chat feature the candidate chat shows the no-feature panel', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    service.on('GET', CHAT_PATHS.authorizationFlag, { status: 200, message: 'success', result: false });
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/profile/USR-CANDIDATE-7' });
    await user.click(bubble());
    await user.click(await screen.findByRole('button', { name: TEXTS.roles.chatWithCandidate }));
    expect(await screen.findByTestId('chat-no-feature')).toBeInTheDocument();
    expect(fakeSocket.actions('subscribeChannelAdmin')).toEqual([]);
  });

  test('S2-4-18 an existing candidate room is selected', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    service.on('GET', CHAT_PATHS.corporateHistory, {
      data: [room({ roomId: `${COMPANY_ID}|USR-CANDIDATE-7`, chatName: 'Calon Kandidat' })],
    });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/profile/USR-CANDIDATE-7' });
    await user.click(bubble());
    await user.click(await screen.findByRole('button', { name: TEXTS.roles.chatWithCandidate }));
    await waitFor(() => expect(fakeSocket.actions('subscribeChannelAdmin')).toHaveLength(1));
    expect(service.requests.some((request) => request.url === CHAT_PATHS.authorizationFlag)).toBe(false);
  });

  test('S2-8-08 S2-8-09 a failing chat authorization shows an alert with its message', async () => {
    const user = userEvent.setup();
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    const toasts = collectToasts(services);
    service.on('GET', CHAT_PATHS.authorizationFlag, new Error('Akses chat ditolak'));
    fakeSocket.serverConnect();
    await mountWidget(services, { pathname: '/profile/USR-CANDIDATE-7' });
    await user.click(bubble());
    await user.click(await screen.findByRole('button', { name: TEXTS.roles.chatWithCandidate }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'danger', message: 'Akses chat ditolak' })]));
  });
});

test('S2-2-14 nothing is shown and no socket opened for a guest', async () => {
  const { services } = createChatServices();
  const guest = { ...services, bus: createTestBus().as('mf_chat') };
  const unit = await mountUnit(chatWidgetUnit, createTestUnitProps({ services: guest }), { name: 'chat-widget-guest' });
  mounted.push(unit);
  expect(screen.queryByTestId('chat-bubble')).toBeNull();
  expect(socketOptions).toEqual([]);
});

describe('the state that drives the panel', () => {
  test.each([
    {
      kind: 'no-feature',
      testId: 'chat-no-feature',
      status: { chatStatus: 'NO_CHAT_FEATURE', chatSchedule: [], nextOffline: [] } as ChatCorporateStatusResult,
      text: TEXTS.noFeature.title,
    },
    {
      kind: 'schedule-offline',
      testId: 'chat-schedule-offline',
      status: { chatStatus: 'CHAT_SCHEDULE_OFFLINE', chatSchedule: [], nextOffline: [] } as ChatCorporateStatusResult,
      text: TEXTS.schedule.offlineTitle,
    },
  ])('S2-2-05 the chat panel shows the $kind special panel in place of the conversation', async ({ testId, status, text }) => {
    const user = userEvent.setup();
    const { services } = createChatServices({ status });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    expect(within(panel() as HTMLElement).queryByTestId(testId)).toBeNull();
    act(() => services.bus.emit('openChat', { corporateId: COMPANY_ID }));
    expect(await within(panel() as HTMLElement).findByTestId(testId)).toHaveTextContent(text);
    expect(screen.queryByRole('textbox', { name: TEXTS.conversation.placeholder })).toBeNull();
    expect(fakeSocket.actions('subscribeChannel')).toEqual([]);
  });

  test('S2-2-05 S2-4-27 the connection flag drives the connection-lost panel: shown while the socket is down, gone when it is back', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    expect(within(panel() as HTMLElement).queryByTestId('chat-connection-lost')).toBeNull();
    act(() => fakeSocket.serverDrop('transport close'));
    expect(within(panel() as HTMLElement).getByTestId('chat-connection-lost')).toHaveTextContent(TEXTS.connection.lostTitle);
    act(() => fakeSocket.serverConnect());
    expect(screen.queryByTestId('chat-connection-lost')).toBeNull();
  });

  test('S2-4-27 the loading-history flag drives the loader: shown while the history loads, replaced by the messages when it answers', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices();
    answerLikeTheServer(fakeSocket);
    let answerHistory: (answer: ChatAckResponse<unknown>) => void = () => undefined;
    fakeSocket.respond.getRecentMessages = () => new Promise((resolve) => (answerHistory = resolve));
    fakeSocket.serverConnect();
    await mountWidget(services);
    await openRoom(user);
    expect(screen.getByTestId('chat-messages')).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByTestId('chat-messages')).getByRole('status')).toHaveTextContent(TEXTS.conversation.loading);
    await act(async () => answerHistory({ ok: true, data: { roomId: ROOM_ID, messages: [storedMessage({ content: 'Sudah dimuat' })] } }));
    await waitFor(() => expect(messageTexts()).toEqual(['Sudah dimuat']));
    expect(screen.getByTestId('chat-messages')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(TEXTS.conversation.loading)).toBeNull();
  });

  test('the counters are read once at start, after the roles: one call for the user, one for their companies', async () => {
    const { services, service } = createChatServices({ detail: ADMIN_DETAIL });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await waitFor(() => expect(services.bus.getState('chatCounters')).toMatchObject({ totalUnread: 2, totalUnreadCorp: 3 }));
    const callsTo = (url: string) => service.requests.filter((request) => request.url === url).length;
    expect(callsTo(CHAT_PATHS.klobberNotification)).toBe(1);
    expect(callsTo(CHAT_PATHS.corporateNotification)).toBe(1);
  });

  test('S2-3-13 the notification state holds the companies with their message counts and the counter: a badge per company and the total follow a new message', async () => {
    const user = userEvent.setup();
    const { services } = createChatServices({ detail: ADMIN_DETAIL });
    answerLikeTheServer(fakeSocket);
    fakeSocket.serverConnect();
    await mountWidget(services);
    await user.click(bubble());
    const switcher = await screen.findByRole('combobox', { name: TEXTS.roles.switchLabel });
    const options = () =>
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(options()).toContain('PT Nusantara Digital (3)'));
    // The klobber side has 2 unread (createChatServices), the company 3: the header total is 5.
    expect(services.bus.getState('chatCounters')).toMatchObject({ totalUnread: 2, totalUnreadCorp: 3, allMessage: 5 });
    expect(bubble()).toHaveTextContent('5');

    const candidateRoom = `${COMPANY_ID}|USR-CANDIDATE-7`;
    act(() =>
      fakeSocket.serverEmit(
        'channel_message',
        storedMessage({ roomId: candidateRoom, userId: 'USR-CANDIDATE-7', isAdmin: false, name: 'Calon Karyawan' }),
      ),
    );
    expect(options()).toEqual(['Kirana Lestari', 'PT Nusantara Digital (4)', 'PT Samudra Logistik']);
    expect(services.bus.getState('chatCounters')).toMatchObject({ totalUnread: 2, totalUnreadCorp: 4, allMessage: 6 });
    expect(screen.getByTestId('chat-bubble-badge')).toHaveTextContent('6');
  });
});
