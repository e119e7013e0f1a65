import { HIRING_PORTAL_MENU_ID, type LoginOnSuccessResult, type Usr01Corporate } from '@klob/shared/api-contract/identity';
import { EMPLOYER_SITE_URL } from '../layout/footer-links';

/**
 * The employer site's pages the side menu opens (spec 3 §2 names them, not their addresses):
 * the company list of an administered company and the hiring portal (shell/README.md "Choices").
 */
export const employersCompanyListUrl = (corporateId: string) =>
  `${EMPLOYER_SITE_URL}/company-list?corporateId=${encodeURIComponent(corporateId)}`;
export const HIRING_PORTAL_URL = `${EMPLOYER_SITE_URL}/hiring-portal`;

/** The company the corporate links act for: the first administered one (spec 3 §3 usr01.corporate). */
export const adminCorporateOf = (data: LoginOnSuccessResult | null): Usr01Corporate | null => data?.usr01.corporate[0] ?? null;

/** S3-2-06: the hiring portal needs corporate access and the menu entry AUTH2078 allowed. */
export const canOpenHiringPortal = (data: LoginOnSuccessResult | null): boolean =>
  (data?.usr01.corporate ?? []).some((corporate) => corporate.menu.some((entry) => entry.id === HIRING_PORTAL_MENU_ID && entry.allowed));

/** S3-2-05: the activity the corporate link logs. */
export const adminLoginActivity = (corporateId: string, userId: string) => ({
  entity: 'admin-login',
  entityId: corporateId,
  referer: window.location.href,
  user: userId,
});
