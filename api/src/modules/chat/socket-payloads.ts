import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import {
  CHAT_CLIENT_MESSAGE_ID_MAX_LENGTH,
  CHAT_CLIENT_MESSAGE_ID_PATTERN,
  CHAT_MESSAGE_EVENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  type GetRecentMessagesPayload,
  type RoomPayload,
  type SendMessagePayload,
} from '@klob/shared/api-contract/chat';
import { safeChatMarkup, showsNothing, type SafeChatMarkup } from './chat-content.js';
import { ROOM_ID_MAX_LENGTH } from './room-id.js';
import { ID_MAX_LENGTH } from './schemas.js';
import { invalidPayload } from './socket-errors.js';

const RoomId = Type.String({ minLength: 1, maxLength: ROOM_ID_MAX_LENGTH });
const UserId = Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });

const RoomPayloadSchema = Type.Object({ roomId: RoomId, userId: UserId });
const SendMessageSchema = Type.Object({
  userId: UserId,
  roomId: RoomId,
  content: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }),
  event: Type.Optional(Type.Union(CHAT_MESSAGE_EVENTS.map((event) => Type.Literal(event)))),
  clientMessageId: Type.Optional(
    Type.String({ minLength: 1, maxLength: CHAT_CLIENT_MESSAGE_ID_MAX_LENGTH, pattern: CHAT_CLIENT_MESSAGE_ID_PATTERN }),
  ),
});
const GetRecentMessagesSchema = Type.Object({
  roomId: RoomId,
  afterMessageId: Type.Optional(Type.Integer({ minimum: 0 })),
});

const fieldOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'payload';

/** Checks an untrusted socket payload; a mismatch raises an error naming the field. */
function createValidator<T extends TSchema>(schema: T): (value: unknown) => Static<T> {
  const check: TypeCheck<T> = TypeCompiler.Compile(schema);
  return (value) => {
    if (check.Check(value)) return value;
    const first = check.Errors(value).First();
    throw invalidPayload(first ? `${fieldOf(first.path)}: ${first.message}` : 'payload is invalid');
  };
}

const checkRoomPayload = createValidator(RoomPayloadSchema);
const checkSendMessage = createValidator(SendMessageSchema);
const checkGetRecentMessages = createValidator(GetRecentMessagesSchema);

export const parseRoomPayload = (value: unknown): RoomPayload => checkRoomPayload(value);

/** A sendMessage payload whose content is sanitised already. */
export type SafeSendMessage = Omit<SendMessagePayload, 'content'> & { content: SafeChatMarkup };

export function parseSendMessage(value: unknown): SafeSendMessage {
  const payload: SendMessagePayload = checkSendMessage(value);
  // The store keeps only allow-listed HTML; content that shows nothing once sanitised is refused.
  const content = safeChatMarkup(payload.content);
  if (showsNothing(content)) throw invalidPayload('content: must not be empty');
  return { ...payload, content };
}

export const parseGetRecentMessages = (value: unknown): GetRecentMessagesPayload => checkGetRecentMessages(value);
