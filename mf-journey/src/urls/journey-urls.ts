import { PRODUCT_SLUG } from '@klob/shared/constants';

/** spec 1 §2.1 / §2.3: the journey lives under /{product}-journey for visitors and /home once signed in. */
export const JOURNEY_BASE = `/${PRODUCT_SLUG}-journey`;
export const HOME_BASE = '/home';
export const KLOB_METER = `${PRODUCT_SLUG}-meter`;
export const KLOB_AND_CO = `${PRODUCT_SLUG}-and-co`;
export const KALEIDOSKLOB = 'kaleidosklob';
export const ENSIKLOBEDIA = 'ensiklobedia';

export const SECTIONS = [KLOB_METER, KLOB_AND_CO, KALEIDOSKLOB, ENSIKLOBEDIA] as const;
export type Section = (typeof SECTIONS)[number];

/** spec 1 §2.3: /home/ensiklobedia?tab=success-person. */
export const SUCCESS_PERSON_TAB = 'success-person';
export const APPLIED_JOBS_PATH = `${HOME_BASE}/kloboard/applied-jobs`;

const baseOf = (signedIn: boolean) => (signedIn ? HOME_BASE : JOURNEY_BASE);
const segment = (value: string) => encodeURIComponent(value);

export const sectionPath = (section: Section, signedIn: boolean): string => `${baseOf(signedIn)}/${section}`;
export const klobMeterDetailPath = (label: string, signedIn: boolean) => `${sectionPath(KLOB_METER, signedIn)}/${segment(label)}`;
export const kaleidosklobDetailPath = (itemId: string, signedIn: boolean) => `${sectionPath(KALEIDOSKLOB, signedIn)}/${segment(itemId)}`;
/** spec 1 §2.1 / §2.3: visitors read /detail-ensiklobedia/{goalID}, signed-in users /home/ensiklobedia/detail-page/{id}. */
export const articleDetailPath = (articleId: string, signedIn: boolean) =>
  signedIn ? `${HOME_BASE}/${ENSIKLOBEDIA}/detail-page/${segment(articleId)}` : `/detail-ensiklobedia/${segment(articleId)}`;

/** spec 1 §2.8: where a visitor lands after signing in from a job page, a company page or any other page. */
export const jobLoginTarget = (vacancyCode: string, corporateId: string) =>
  `${HOME_BASE}/${KLOB_AND_CO}/job?${new URLSearchParams({ id: vacancyCode, corporateId })}`;
export const companyLoginTarget = (corporateId: string) =>
  `${HOME_BASE}/${KLOB_AND_CO}/company?${new URLSearchParams({ id: corporateId })}`;
export function pageLoginTarget(pathname: string, search = ''): string {
  const path = pathname
    .split('/')
    .map((part) => (part === JOURNEY_BASE.slice(1) ? 'home' : part))
    .join('/');
  return `${path}${search}`;
}

/** The route values that name a vacancy: the path's id (any URL shape), else the query `id`. */
export function vacancyCodeOf(
  params: Readonly<Record<string, string | undefined>>,
  query: Readonly<Record<string, string>>,
): string | null {
  return params.id || params.jobvacancyId || params.jobId || query.id || null;
}

/** spec 3 "Company detail page": the route parameter corporateId, else the query parameter id. */
export function companyIdOf(params: Readonly<Record<string, string | undefined>>, query: Readonly<Record<string, string>>): string | null {
  return params.corporateId || params.dynamicParameter || query.id || null;
}
