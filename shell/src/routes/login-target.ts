import { HOME_LANDING_PATH, PRODUCT_SLUG } from '@klob/shared/constants';

/** Where users land after sign-in when nothing else is asked for (spec 1 §2.2, §2.7: /home is the kloboard). */
export const AUTHENTICATED_HOME = HOME_LANDING_PATH;
export const LOGIN_PATH = '/login';
/** The query parameter (and local storage key) holding the login redirect target (spec 1 §2.8). */
export const FROM_PARAM = 'from';

const JOB_PAGE = /^\/job\/[^/]+\/([^/]+)\/[^/]+\/([^/]+)\/?$/;
const COMPANY_PAGE = /^\/company\/[^/]+\/([^/]+)\/?$/;
const JOURNEY_SEGMENT = `${PRODUCT_SLUG}-journey`;

/**
 * spec 1 §2.8: the page a guest should reach after signing in, from the page
 * they were on. Job and company pages go to their logged-in versions; any
 * other path keeps its query, with `{product}-journey` replaced by `home`.
 */
export function loginTarget(pathname: string, search = ''): string {
  const job = JOB_PAGE.exec(pathname);
  if (job) return `/home/${PRODUCT_SLUG}-and-co/job?id=${job[2]}&corporateId=${job[1]}`;
  const company = COMPANY_PAGE.exec(pathname);
  if (company) return `/home/${PRODUCT_SLUG}-and-co/company?id=${company[1]}`;
  const path = pathname
    .split('/')
    .map((segment) => (segment === JOURNEY_SEGMENT ? 'home' : segment))
    .join('/');
  return `${path}${search}`;
}

/** `/login?from={target}` (spec 1 §2.3, §2.8). */
export const loginUrlFor = (target: string): string => `${LOGIN_PATH}?${new URLSearchParams({ [FROM_PARAM]: target }).toString()}`;

/**
 * Only a path of this site may be a redirect target: `//evil.example` or
 * `https://…` would turn the login page into an open redirect.
 */
export function safeTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
