import { eventGuestbookQuery } from './event-guestbook';

describe("an event page's guestbook (spec 3 §2, S3-7-05)", () => {
  test("Klob's job fair shows the fixed job-fair guestbook", () => {
    expect(eventGuestbookQuery({ eventType: 'klobfair', corporateId: null })).toEqual({ jobFair: '1' });
  });

  test.each(['kfaas', 'restricted-kfaas'] as const)(
    "a company's %s event shows that company's guestbook, never the fair's",
    (eventType) => {
      expect(eventGuestbookQuery({ eventType, corporateId: 'CORP-NUSANTARA' })).toEqual({ corporateId: 'CORP-NUSANTARA' });
    },
  );

  test('an event of no company that is not the job fair (a graduation) shows none', () => {
    expect(eventGuestbookQuery({ eventType: 'graduation', corporateId: null })).toBeNull();
  });
});
