import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { formatMessageTime } from '@klob/shared/format';
import { MESSAGE_BOX } from './chat-constants';
import { isLanguage } from '@klob/shared';
import type { ChatController, ChatState } from './chat-controller';
import { CHAT_NAMESPACE } from './chat-namespace';
import {
  centeredStyle,
  composerStyle,
  conversationHeaderStyle,
  daySeparatorStyle,
  messageStyle,
  messagesStyle,
  vacancyPreviewStyle,
} from './chat-widget.styles';
import { conversationOf, type DisplayMessage } from './message-list';
import { MessageContent } from './message-content';
import { withDaySeparators, type MessageDay } from './message-days';

const sentAtOf = (message: DisplayMessage) => (message.delivery === 'sent' ? message.timestamp : message.createdAt);

/** The day separator before the first message of a day (issue 21): 'Hari ini', 'Kemarin' or the date. */
function DaySeparator({ day }: { day: MessageDay }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const label = day.relative === null ? day.date : t(day.relative === 'today' ? 'conversation.today' : 'conversation.yesterday');
  return (
    <li css={daySeparatorStyle} data-testid="chat-day">
      <span>{label}</span>
    </li>
  );
}

/** S2-5-02, S2-5-03: rows the message box shows for its text, 1 to 10 of 24 px. */
export function messageBoxRows(value: string, scrollHeightPx = 0): number {
  const byLines = value.split('\n').length;
  const byHeight = Math.ceil(scrollHeightPx / MESSAGE_BOX.rowHeightPx);
  return Math.min(MESSAGE_BOX.maxRows, Math.max(1, byLines, byHeight));
}

function MessageBox({ state, controller }: { state: ChatState; controller: ChatController }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const [text, setText] = useState('');
  const [rows, setRows] = useState(1);
  const box = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Measured at one row: the height the text needs, then as many rows as that (at most 10).
    element.rows = 1;
    const style = window.getComputedStyle(element);
    const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
    const needed = messageBoxRows(text, element.scrollHeight - padding);
    element.rows = needed;
    setRows(needed);
  }, [text]);

  const send = () => {
    if (controller.send(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  return (
    <>
      {state.vacancy && (
        <div css={vacancyPreviewStyle} data-testid="vacancy-preview">
          <span>
            <strong>{t('conversation.vacancyCardTitle')}</strong>: {state.vacancy.positionName} · {state.vacancy.location.province}
          </span>
          <button type="button" onClick={() => controller.setVacancy(null)} aria-label={t('conversation.removeVacancy')}>
            ×
          </button>
        </div>
      )}
      <form
        css={composerStyle}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <textarea
          ref={box}
          rows={rows}
          value={text}
          aria-label={t('conversation.placeholder')}
          placeholder={t('conversation.placeholder')}
          style={{ maxHeight: MESSAGE_BOX.rowHeightPx * MESSAGE_BOX.maxRows }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit">{t('conversation.send')}</button>
      </form>
    </>
  );
}

function MessageItem({ message, own, onResend }: { message: DisplayMessage; own: boolean; onResend: (id: string) => void }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const timestamp = sentAtOf(message);
  return (
    <li
      css={messageStyle(own, message.event === 'vacancy')}
      data-testid="chat-message"
      data-delivery={message.delivery}
      data-message-id={message.messageId ?? ''}
      data-event={message.event}
    >
      <MessageContent content={message.content} />
      <footer>
        <time dateTime={timestamp}>{formatMessageTime(timestamp)}</time>
        {own && message.delivery === 'sent' && <span>{t('conversation.sent')}</span>}
        {message.delivery === 'sending' && <span>{t('conversation.sending')}</span>}
        {message.delivery === 'failed' && (
          <>
            <span role="status">{t('conversation.failed')}</span>
            <button type="button" onClick={() => onResend(message.clientMessageId)}>
              {t('conversation.resend')}
            </button>
          </>
        )}
      </footer>
    </li>
  );
}

/** S2-2-03: the conversation on the right, with the message box and the send button. */
export function Conversation({ state, controller }: { state: ChatState; controller: ChatController }) {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : 'id';
  const list = useRef<HTMLOListElement>(null);
  const roomId = state.activeRoomId;
  const messages = roomId ? conversationOf(roomId, state.messages, state.pending) : [];
  const room = state.rooms.find((candidate) => candidate.roomId === roomId);
  const asCompany = state.roles.find((role) => role.chatRoleId === state.roleId)?.corporateId != null;

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  if (!roomId) return <p css={centeredStyle}>{t('conversation.selectRoom')}</p>;
  return (
    <>
      <header css={conversationHeaderStyle}>
        <button type="button" onClick={() => controller.backToRooms()} aria-label={t('rooms.back')}>
          ‹ {t('conversation.back')}
        </button>
        <span data-testid="conversation-title">{room?.chatName ?? ''}</span>
      </header>
      {state.messagesStatus === 'failed' ? (
        <div css={centeredStyle} role="alert">
          <p>{t('failure.messages')}</p>
          <button type="button" onClick={() => controller.refreshMessages()}>
            {t('failure.refreshChat')}
          </button>
        </div>
      ) : (
        <ol css={messagesStyle} ref={list} aria-busy={state.messagesStatus === 'loading'} data-testid="chat-messages">
          {state.messagesStatus === 'loading' && messages.length === 0 && <li role="status">{t('conversation.loading')}</li>}
          {withDaySeparators(messages, sentAtOf, new Date(), language).map((row) =>
            row.kind === 'day' ? (
              <DaySeparator key={`d${row.dayKey}`} day={row.day} />
            ) : (
              <MessageItem
                key={row.message.delivery === 'sent' ? `m${row.message.messageId}` : `c${row.message.clientMessageId}`}
                message={row.message}
                own={row.message.delivery === 'sent' ? row.message.isAdmin === asCompany : true}
                onResend={(id) => controller.resend(id)}
              />
            ),
          )}
        </ol>
      )}
      <MessageBox state={state} controller={controller} />
    </>
  );
}
