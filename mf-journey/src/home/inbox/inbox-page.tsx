import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { formatScheduleDateTime } from '@klob/shared/format';
import { EmptyState, ErrorState, SkeletonList } from '../../common/state-views';
import { mutedStyle, pageStyle, pageTitleStyle } from '../../common/styles';
import { usePageQuery } from '../../common/use-page-query';
import { useJourneyText } from '../../common/use-journey';
import { PageTabs } from '../page-tabs';
import { INBOX_SEARCH_MAX_LENGTH } from '@klob/shared/api-contract/inbox';
import { INBOX_LISTS, inboxListOf, type InboxEntry, type InboxKind } from './inbox-lists';
import { useInboxList } from './use-inbox-list';

const searchStyle = css`
  display: flex;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
  & input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0 ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font-size: ${fontSizes.md};
  }
`;

const listStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  overflow: hidden;
`;

const rowStyle = (isRead: boolean) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${colors.border};
  background: ${isRead ? colors.surface : colors.surfaceMuted};
  &:last-of-type {
    border-bottom: none;
  }
`;

const titleButtonStyle = (isRead: boolean) => css`
  padding: 0;
  border: none;
  background: none;
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: ${isRead ? fontWeights.regular : fontWeights.bold};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
  }
`;

const readBoxStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  color: ${colors.textMuted};
  font-size: 11px;
  & input {
    width: 18px;
    height: 18px;
    accent-color: ${colors.primary};
  }
`;

const contentStyle = css`
  margin: ${space(2)} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const headStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(2)};
`;

function InboxRow({
  entry,
  onRead,
  onOpen,
  readFailed,
}: {
  entry: InboxEntry;
  onRead(isRead: boolean): void;
  onOpen(): Promise<InboxEntry>;
  readFailed: boolean;
}) {
  const { t, language } = useJourneyText();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<InboxEntry | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    setFailed(false);
    onOpen().then(setDetail, (error: unknown) => {
      console.error('[klob] inbox detail could not be loaded', error);
      setFailed(true);
    });
  };
  const shown = detail ?? entry;
  const contentId = `inbox-content-${entry.id}`;
  return (
    <li css={rowStyle(entry.isRead)} data-testid="inbox-item" data-read={entry.isRead}>
      <label css={readBoxStyle}>
        <input
          type="checkbox"
          checked={entry.isRead}
          onChange={(event) => onRead(event.target.checked)}
          aria-label={`${t('home.inbox.markRead')}: ${entry.title}`}
        />
        {t('home.inbox.markRead')}
      </label>
      <div>
        <div css={headStyle}>
          <button type="button" css={titleButtonStyle(entry.isRead)} aria-expanded={open} aria-controls={contentId} onClick={toggle}>
            {entry.title}
          </button>
          <span css={mutedStyle}>{formatScheduleDateTime(entry.createdAt, language)}</span>
        </div>
        {entry.sender && <p css={mutedStyle}>{t('home.inbox.from', { sender: entry.sender })}</p>}
        {entry.eventDate && <p css={mutedStyle}>{t('home.inbox.eventOn', { date: formatScheduleDateTime(entry.eventDate, language) })}</p>}
        {readFailed && (
          <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
            {t('home.inbox.readFailed')}
          </p>
        )}
        {open && (
          <div id={contentId}>
            {failed ? <ErrorState retry={toggle} /> : <p css={contentStyle}>{shown.content}</p>}
            {shown.link && (
              <a href={shown.link} css={{ color: colors.primary }}>
                {t('home.inbox.openLink')}
              </a>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** Loads the next page when the end of the list scrolls into view (where the browser can tell). */
function useEndOfList(onEnd: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reachedEnd = useEffectEvent(onEnd);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) reachedEnd();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/** The search box; it starts from the search in the URL and sends a new one on submit. */
function InboxSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const { t } = useJourneyText();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" css={searchStyle} onSubmit={submit}>
      <input
        type="search"
        aria-label={t('home.inbox.searchLabel')}
        placeholder={t('home.inbox.searchPlaceholder')}
        value={typed}
        maxLength={INBOX_SEARCH_MAX_LENGTH}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" size="sm">
        {t('home.inbox.search')}
      </Button>
    </form>
  );
}

/**
 * /home/notification/news-info, /home/notification/calendar, /home/message/help-message/all and
 * /home/message/corporate-message/all (spec 1 §2.3, §3 "Inbox state"): a paged, searchable list with
 * a read checkbox per message; every change of a read flag tells the shell to read the header counters again.
 */
export function InboxPage({ kind }: { kind: InboxKind }) {
  const { t } = useJourneyText();
  const list = inboxListOf(kind);
  const { query, setQuery } = usePageQuery();
  const search = (query.search ?? '').trim();
  const inbox = useInboxList(list, search);
  const sentinel = useEndOfList(inbox.loadMore, inbox.status === 'ready' && inbox.hasMore && !inbox.moreFailed);
  const siblings = INBOX_LISTS.filter((other) => other.group === list.group);
  const title = list.group === 'notifications' ? t('home.inbox.notificationsTitle') : t('home.inbox.messagesTitle');

  return (
    <div css={pageStyle} data-testid={`inbox-${kind}`}>
      <h1 css={pageTitleStyle}>{title}</h1>
      <PageTabs
        label={title}
        current={list.path}
        tabs={siblings.map((other) => ({ path: other.path, label: t(`home.inbox.${other.labelKey}`) }))}
      />
      <InboxSearch key={search} search={search} onSearch={(next) => setQuery({ search: next || undefined })} />
      {inbox.status === 'loading' && <SkeletonList count={3} />}
      {inbox.status === 'failed' && <ErrorState retry={inbox.retry} />}
      {inbox.status === 'ready' && (
        <>
          <p css={[mutedStyle, { marginBottom: space(3) }]} data-testid="inbox-unread">
            {t('home.inbox.unreadCount', { count: inbox.totalUnread })}
          </p>
          {inbox.entries.length === 0 ? (
            <EmptyState message={search ? t('home.inbox.emptySearch', { search }) : t('home.inbox.empty')} />
          ) : (
            <ul css={listStyle}>
              {inbox.entries.map((entry) => (
                <InboxRow
                  key={entry.id}
                  entry={entry}
                  readFailed={inbox.readFailedId === entry.id}
                  onRead={(isRead) => void inbox.setRead(entry.id, isRead)}
                  onOpen={() => inbox.openDetail(entry)}
                />
              ))}
            </ul>
          )}
          {inbox.moreFailed && <ErrorState retry={inbox.loadMore} />}
          {inbox.hasMore && !inbox.moreFailed && (
            <div ref={sentinel} css={{ display: 'flex', justifyContent: 'center', marginTop: space(4) }}>
              <Button variant="secondary" size="sm" disabled={inbox.loadingMore} onClick={inbox.loadMore}>
                {t('home.inbox.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
