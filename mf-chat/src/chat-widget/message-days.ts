import { SHORT_MONTH_NAMES } from '@klob/shared/format';
import type { Language } from '@klob/shared';

/** The day a message was sent, as the separator names it: today, yesterday, or its date ('24 Nov 2026'). */
export type MessageDay = { relative: 'today' | 'yesterday' } | { relative: null; date: string };

/** One row of the conversation: a day separator before the first message of each day, or a message. */
export type ConversationRow<Message> = { kind: 'day'; dayKey: string; day: MessageDay } | { kind: 'message'; message: Message };

/** The calendar day of a moment in the viewer's time zone (as the message time 'HH:mm' is shown). */
const dayKeyOf = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

export function messageDayOf(sentAt: Date, now: Date, language: Language): MessageDay {
  const key = dayKeyOf(sentAt);
  if (key === dayKeyOf(now)) return { relative: 'today' };
  if (key === dayKeyOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))) return { relative: 'yesterday' };
  return { relative: null, date: `${sentAt.getDate()} ${SHORT_MONTH_NAMES[language][sentAt.getMonth()]} ${sentAt.getFullYear()}` };
}

/**
 * The messages, in the order given, with a day separator wherever the day changes (issue 21). A message without
 * a readable time joins the day before it.
 */
export function withDaySeparators<Message>(
  messages: readonly Message[],
  sentAtOf: (message: Message) => string,
  now: Date,
  language: Language,
): ConversationRow<Message>[] {
  const rows: ConversationRow<Message>[] = [];
  let currentDay = '';
  for (const message of messages) {
    const sentAt = new Date(sentAtOf(message));
    if (!Number.isNaN(sentAt.getTime()) && dayKeyOf(sentAt) !== currentDay) {
      currentDay = dayKeyOf(sentAt);
      rows.push({ kind: 'day', dayKey: currentDay, day: messageDayOf(sentAt, now, language) });
    }
    rows.push({ kind: 'message', message });
  }
  return rows;
}
