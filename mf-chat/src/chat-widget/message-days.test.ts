import { messageDayOf, withDaySeparators } from './message-days';

// Local times: the separators follow the viewer's calendar, as the message times do.
const now = new Date(2026, 10, 27, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

describe('chat day separators (issue 21)', () => {
  test('today and yesterday are named, older days show their date in the page language', () => {
    expect(messageDayOf(new Date(2026, 10, 27, 0, 5), now, 'id')).toEqual({ relative: 'today' });
    expect(messageDayOf(new Date(2026, 10, 26, 23, 59), now, 'id')).toEqual({ relative: 'yesterday' });
    expect(messageDayOf(new Date(2026, 10, 24, 10, 0), now, 'id')).toEqual({ relative: null, date: '24 Nov 2026' });
    expect(messageDayOf(new Date(2026, 7, 17, 10, 0), now, 'id')).toEqual({ relative: null, date: '17 Agu 2026' });
    expect(messageDayOf(new Date(2026, 7, 17, 10, 0), now, 'en')).toEqual({ relative: null, date: '17 Aug 2026' });
    // Across a month and a year boundary.
    expect(messageDayOf(new Date(2026, 11, 31, 22, 0), new Date(2027, 0, 1, 8, 0), 'id')).toEqual({ relative: 'yesterday' });
  });

  test('one separator before the first message of each day, messages kept in their order', () => {
    const messages = [at(24, 10), at(24, 11), at(26, 18), at(27, 8), at(27, 9)].map((sentAt, index) => ({ index, sentAt }));
    const rows = withDaySeparators(messages, (message) => message.sentAt, now, 'id');
    expect(rows.map((row) => (row.kind === 'day' ? (row.day.relative ?? row.day.date) : row.message.index))).toEqual([
      '24 Nov 2026',
      0,
      1,
      'yesterday',
      2,
      'today',
      3,
      4,
    ]);
  });

  test('a message without a readable time stays in place under the day before it', () => {
    const rows = withDaySeparators([{ sentAt: at(27, 8) }, { sentAt: 'not a date' }], (message) => message.sentAt, now, 'id');
    expect(rows.map((row) => row.kind)).toEqual(['day', 'message', 'message']);
  });
});
