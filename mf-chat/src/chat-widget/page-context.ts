import { CHAT_AUTO_OPEN_QUERY } from './chat-constants';

/**
 * A company page: /company/{corporateName}/{corporateId}, or /company?id={corporateId}, and the same under
 * /home/klob-and-co for someone signed in (spec 1 routes). The widget reads ?chat=on from the address itself: the
 * page's own ask (openChat) may come before the widget has mounted to hear it.
 */
const COMPANY_PATH = /^(?:\/home\/klob-and-co)?\/company\/[^/]+\/([^/]+)\/?$/;
const COMPANY_LIST_PATH = /^(?:\/home\/klob-and-co)?\/company\/?$/;
/** Another user's profile: /profile/{id} (spec 2 §2). */
const PROFILE_PATH = /^\/profile\/([^/]+)/;

/** S2-2-11: the corporateId of the company page shown, if any. */
export function companyIdOfPage(pathname: string, query: Readonly<Record<string, string>>): string | null {
  const match = COMPANY_PATH.exec(pathname);
  if (match?.[1]) return decodeURIComponent(match[1]);
  if (COMPANY_LIST_PATH.test(pathname) && query.id) return query.id;
  return null;
}

/** S2-2-11: ?chat=on. */
export const wantsChatOpen = (query: Readonly<Record<string, string>>): boolean =>
  query[CHAT_AUTO_OPEN_QUERY.name] === CHAT_AUTO_OPEN_QUERY.value;

/** S2-2-12: the candidate whose profile is shown, when it is not the user's own. */
export function candidateIdOfPage(pathname: string, userId: string): string | null {
  const id = PROFILE_PATH.exec(pathname)?.[1];
  if (!id) return null;
  const candidate = decodeURIComponent(id);
  return candidate === userId ? null : candidate;
}
