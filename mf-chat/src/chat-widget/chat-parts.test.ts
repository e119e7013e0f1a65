import { createTestBus } from '@klob/shared/testing';
import type { ChatCounters } from '@klob/shared';
import type { ChatSocket } from './chat-socket';
import { countersWith, raisedBy } from './chat-counters';
import { ChatStore, ZERO_COUNTERS, type ChatState } from './chat-state';
import { ChatRequestError, ChatTransport, type ChatTransportEvents } from './chat-transport';
import { answerLikeTheServer, COMPANY_ID, FakeChatSocket, room, ROOM_ID, storedMessage, USER_ID } from './chat-test-support';
import { OutboxSender } from './outbox-sender';
import { ChatRooms } from './chat-rooms';
import type { ChatApi } from './chat-api';

const state = (patch: Partial<ChatState> = {}): ChatState => ({
  open: true,
  minimised: false,
  expanded: false,
  connected: true,
  everConnected: true,
  roles: [],
  roleId: USER_ID,
  rooms: [],
  roomsStatus: 'ready',
  activeRoomId: ROOM_ID,
  messages: [],
  messagesStatus: 'ready',
  pending: [],
  panel: null,
  vacancy: null,
  candidateUserId: null,
  counters: ZERO_COUNTERS,
  corporateUnread: {},
  ...patch,
});

describe('ChatStore', () => {
  test('tells its listeners and effects of each change; once disposed, neither changes nor timers run', () => {
    jest.useFakeTimers();
    const seen: [unknown, unknown][] = [];
    const store = new ChatStore(state(), [(before, after) => seen.push([before.open, after.open])]);
    const listener = jest.fn();
    store.subscribe(listener);
    store.update({ open: false });
    expect(seen).toEqual([[true, false]]);
    expect(listener).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    store.later(late, 1000);
    store.dispose();
    store.update({ open: true });
    jest.advanceTimersByTime(1000);
    expect(store.state.open).toBe(false);
    expect(late).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});

describe('the counters', () => {
  test('room counts come from the rooms, all unread from the notification counts', () => {
    const base: ChatCounters = { ...ZERO_COUNTERS, totalUnread: 2, totalUnreadCorp: 3 };
    expect(countersWith(base, [room({ unreadMessagesCount: 1 }), room({ roomId: 'x' })])).toEqual({
      ...base,
      allMessage: 5,
      openMessage: 1,
      closeMessage: 1,
    });
  });

  test("a company admin's message raises the user's unread; a candidate's raises that company's", () => {
    const roles = [{ chatRoleId: COMPANY_ID, chatRoleName: 'PT', corporateId: COMPANY_ID, hasChat: true }];
    expect(raisedBy(state(), storedMessage({ isAdmin: true })).counters.totalUnread).toBe(1);
    const raised = raisedBy(state({ roles, corporateUnread: { [COMPANY_ID]: 2 } }), storedMessage({ isAdmin: false }));
    expect(raised.counters.totalUnreadCorp).toBe(1);
    expect(raised.corporateUnread).toEqual({ [COMPANY_ID]: 3 });
  });
});

const events = (): ChatTransportEvents => ({
  connected: jest.fn(),
  disconnected: jest.fn(),
  message: jest.fn(),
  roomJoined: jest.fn(),
  error: jest.fn(),
});
const openTransport = async (socket: FakeChatSocket, told = events(), later: (run: () => void, ms: number) => void = jest.fn()) => {
  const transport = new ChatTransport(async () => socket as unknown as ChatSocket, told, later);
  await transport.open();
  return { transport, told, later };
};

describe('ChatTransport', () => {
  test('hands the socket events to the parts and answers actions; a refusal is a ChatRequestError', async () => {
    const socket = new FakeChatSocket();
    const { transport, told } = await openTransport(socket);
    socket.serverConnect();
    expect(told.connected).toHaveBeenCalledTimes(1);
    socket.serverEmit('channel_message', storedMessage());
    expect(told.message).toHaveBeenCalledTimes(1);
    socket.respond = { readMessage: () => ({ ok: false, error: { code: 'FORBIDDEN', message: 'no', action: 'readMessage' } }) };
    await expect(transport.request('readMessage', { roomId: ROOM_ID, userId: USER_ID })).rejects.toBeInstanceOf(ChatRequestError);
  });

  test('S2-9-06 a connection the server dropped is tried again 5000 ms later', async () => {
    const socket = new FakeChatSocket();
    const { later } = await openTransport(socket);
    socket.serverConnect();
    socket.serverDrop('io server disconnect');
    expect(later).toHaveBeenCalledWith(expect.any(Function), 5000);
  });

  test('a disconnect by the server is tried again later with a fresh token; close removes every listener', async () => {
    const socket = new FakeChatSocket();
    const { transport, told, later } = await openTransport(socket);
    socket.serverConnect();
    socket.serverDrop('io server disconnect');
    expect(told.disconnected).toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
    transport.close();
    expect(socket.closed).toBe(true);
    expect(socket.listenerCount()).toBe(0);
    await expect(transport.request('readMessage', { roomId: ROOM_ID, userId: USER_ID })).rejects.toThrow('not connected');
  });
});

describe('OutboxSender', () => {
  const setUp = async () => {
    const socket = new FakeChatSocket();
    answerLikeTheServer(socket);
    const store = new ChatStore(state());
    const { transport } = await openTransport(socket, events(), (run: () => void, ms: number) => store.later(run, ms));
    const bus = createTestBus();
    const sender = new OutboxSender(store, transport, { userId: USER_ID, bus, emptyMessage: () => 'Pesan kosong' });
    return { socket, store, sender, bus };
  };

  test('a message sent while offline waits as sending and goes once the socket is back; the ack stores it', async () => {
    const { socket, store, sender } = await setUp();
    expect(sender.send('Halo')).toBe(true);
    expect(store.state.pending.map((entry) => entry.delivery)).toEqual(['sending']);
    socket.serverConnect();
    sender.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.state.pending).toEqual([]);
    expect(store.state.messages.map((message) => message.content)).toEqual(['Halo']);
  });

  test('a refused message is marked failed and resend sends it with the same client id', async () => {
    const { socket, store, sender } = await setUp();
    socket.serverConnect();
    const refuse = socket.respond.sendMessage!;
    socket.respond.sendMessage = () => ({ ok: false, error: { code: 'RATE_LIMITED', message: 'later', action: 'sendMessage' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sender.send('Halo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.state.pending.map((entry) => entry.delivery)).toEqual(['failed']);
    socket.respond.sendMessage = refuse;
    sender.resend(store.state.pending[0]!.clientMessageId);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.state.pending).toEqual([]);
    expect(new Set(socket.actions('sendMessage').map((payload) => payload.clientMessageId)).size).toBe(1);
    logged.mockRestore();
  });

  test('an empty message is not taken and shows the toast', async () => {
    const { sender, bus } = await setUp();
    const toasts: unknown[] = [];
    bus.on('toast').subscribe((toast) => toasts.push(toast));
    expect(sender.send('   ')).toBe(false);
    expect(toasts).toEqual([{ kind: 'warning', message: 'Pesan kosong' }]);
  });
});

describe('ChatRooms', () => {
  test("a room's history that answers after the user went back to the list is dropped; the next selection loads and reads it", async () => {
    const socket = new FakeChatSocket();
    answerLikeTheServer(socket, [storedMessage()]);
    const store = new ChatStore(state({ activeRoomId: null, rooms: [room({ unreadMessagesCount: 1 })] }));
    const { transport } = await openTransport(socket);
    socket.serverConnect();
    const api = { klobberNotification: async () => ({ newMessage: 0 }) } as unknown as ChatApi;
    const rooms = new ChatRooms(store, transport, { userId: USER_ID, api, bus: createTestBus() });

    let answerLate: () => void = () => undefined;
    const answered = socket.respond.getRecentMessages!;
    socket.respond.getRecentMessages = (payload) => new Promise((resolve) => (answerLate = () => resolve(answered(payload) as never)));
    const selecting = rooms.selectRoom(ROOM_ID);
    await new Promise((resolve) => setTimeout(resolve, 0));
    rooms.backToRooms();
    answerLate();
    await selecting;
    expect(store.state).toMatchObject({ activeRoomId: null, messages: [], messagesStatus: 'idle' });

    socket.respond.getRecentMessages = answered;
    await rooms.selectRoom(ROOM_ID);
    expect(store.state.messages).toHaveLength(1);
    expect(store.state.rooms[0]!.unreadMessagesCount).toBe(0);
    expect(socket.actions('readMessage')).toEqual([{ roomId: ROOM_ID, userId: USER_ID }]);
  });
});
