import type { EventProject } from '@klob/shared/api-contract/platform';

/** mf-forms' guestbook query for a job-fair page: its fixed job-fair survey (spec 3 §7, S3-7-05). */
const JOB_FAIR_GUESTBOOK_QUERY = { jobFair: '1' } as const;

/**
 * Whose guestbook an event page shows (spec 3 §2: company and job-fair pages), so a guestbook
 * appears only on the event it belongs to: Klob's own job fair (eventType klobfair) its fixed
 * job-fair survey, a company's event (a kfaas) that company's guestbook, any other event (a
 * graduation, no company) none.
 */
export function eventGuestbookQuery(event: Pick<EventProject, 'eventType' | 'corporateId'>): Record<string, string> | null {
  if (event.eventType === 'klobfair') return JOB_FAIR_GUESTBOOK_QUERY;
  if (event.corporateId) return { corporateId: event.corporateId };
  return null;
}
