import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import type { ChatRoom } from '@klob/shared/api-contract/chat';
import type { ChatController, ChatState } from './chat-controller';
import { CHAT_NAMESPACE } from './chat-namespace';
import { listColumnStyle, roomBadgeStyle, roomButtonStyle, centeredStyle } from './chat-widget.styles';
import { plainTextOf } from './plain-text';

const matches = (room: ChatRoom, search: string) => room.chatName.toLowerCase().includes(search.trim().toLowerCase());

/** S2-2-02: the room list on the left, with its search box; the history failure view (S2-8-04). */
export function RoomList({ state, controller, hiddenOnMobile }: { state: ChatState; controller: ChatController; hiddenOnMobile: boolean }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = useMemo(() => state.rooms.filter((room) => matches(room, search)), [state.rooms, search]);

  return (
    <nav css={listColumnStyle(hiddenOnMobile)} aria-label={t('widget.title')}>
      <label htmlFor={searchId} hidden>
        {t('rooms.searchPlaceholder')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={t('rooms.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      {state.roomsStatus === 'failed' ? (
        <div css={centeredStyle} role="alert">
          <p>{t('failure.history')}</p>
          <button type="button" onClick={() => void controller.loadRooms()}>
            {t('failure.refreshHistory')}
          </button>
        </div>
      ) : shown.length === 0 && state.roomsStatus === 'ready' ? (
        <p css={centeredStyle}>{search ? t('rooms.noSearchResult') : t('rooms.empty')}</p>
      ) : (
        <ul data-testid="chat-rooms">
          {shown.map((room) => (
            <li key={room.roomId}>
              <button
                type="button"
                css={roomButtonStyle(room.roomId === state.activeRoomId)}
                aria-current={room.roomId === state.activeRoomId ? 'true' : undefined}
                data-room-id={room.roomId}
                onClick={() => void controller.selectRoom(room.roomId)}
              >
                <span data-part="text">
                  <strong>{room.chatName}</strong>
                  <small>{room.lastMessage ? plainTextOf(room.lastMessage.content) : ''}</small>
                </span>
                {room.unreadMessagesCount > 0 && (
                  <span css={roomBadgeStyle} aria-label={t('rooms.unreadCount', { count: room.unreadMessagesCount })}>
                    {room.unreadMessagesCount}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
