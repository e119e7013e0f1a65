import { KLOBFAIR_CORPORATE_ID, type SurveyView } from '@klob/shared/api-contract/forms';

/** The host's query: `corporateId` on a company page, `jobFair: '1'` on the job-fair page. */
export const JOB_FAIR_QUERY_VALUE = '1';

/**
 * spec 3 §2: one page hides its survey before a fixed date in October 2020. Chosen: the job-fair
 * page, whose guestbook opened with the first Klob Fair on 12 October 2020 (Jakarta time).
 */
export const JOB_FAIR_SURVEY_OPENS_AT = new Date('2020-10-12T00:00:00+07:00');

/** spec 3 §7 (S3-7-05): the fixed id on job-fair pages, else the host's corporateId. */
export function guestbookCorporateId(query: Readonly<Record<string, string>>): string | null {
  if (query.jobFair === JOB_FAIR_QUERY_VALUE) return KLOBFAIR_CORPORATE_ID;
  return query.corporateId || null;
}

/** spec 3 §4, §6: shown when it has a header and questions, and is open to visitors or the user is signed in. */
export function isGuestbookShown(view: SurveyView, signedIn: boolean): boolean {
  return Boolean(view.header) && view.question.length > 0 && (view.header?.notLogin === true || signedIn);
}

/** spec 3 §2: the job-fair guestbook stays hidden before its opening date. */
export const isHiddenByDate = (corporateId: string, now: Date): boolean =>
  corporateId === KLOBFAIR_CORPORATE_ID && now.getTime() < JOB_FAIR_SURVEY_OPENS_AT.getTime();

/** spec 3 §2: the floating button shows the survey name on two lines, split at the word nearest the middle. */
export function splitInTwoLines(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words[0] ?? '', ''];
  const middle = name.trim().length / 2;
  let best = 1;
  let bestDistance = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const distance = Math.abs(words.slice(0, cut).join(' ').length - middle);
    if (distance < bestDistance) {
      best = cut;
      bestDistance = distance;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}
