import { HOME_LANDING_PATH, PRODUCT_SLUG } from '@klob/shared/constants';
import { AUTHENTICATED_HOME, FROM_PARAM, safeTarget } from './login-target';

/** spec 1 §4.1: an `ecertificate` query value is carried to /home/kloboard. */
export const ECERTIFICATE_PARAM = 'ecertificate';
/** spec 1 §4.1: on the landing page only a `from` naming one of these sections is followed. */
const LANDING_FROM_SECTIONS = ['ensiklobedia', `${PRODUCT_SLUG}-meter`];

export interface StoredTargets {
  /** spec 1 §4.1: the stored target URL. */
  targetUrl: string | null;
  /** spec 1 §2.8: the login redirect target stored under `from`. */
  from: string | null;
}

const ecertificateTarget = (query: URLSearchParams): string | null => {
  const ecertificate = query.get(ECERTIFICATE_PARAM);
  return ecertificate ? `${HOME_LANDING_PATH}?${new URLSearchParams({ [ECERTIFICATE_PARAM]: ecertificate }).toString()}` : null;
};

/**
 * spec 1 §4.1, an authenticated visitor of `/`: `ecertificate` goes to
 * /home/kloboard carrying it; a `from` naming ensiklobedia or {product}-meter
 * is followed; then the stored target URL. Null: none of these, the
 * interruption list decides.
 */
export function landingTarget(search: string, stored: StoredTargets): string | null {
  const query = new URLSearchParams(search);
  const from = safeTarget(query.get(FROM_PARAM));
  const sectionFrom = from && LANDING_FROM_SECTIONS.some((section) => from.includes(section)) ? from : null;
  return ecertificateTarget(query) ?? sectionFrom ?? safeTarget(stored.targetUrl);
}

/**
 * spec 1 §2.2, §2.8: where an authenticated visitor of a sign-in page goes:
 * the `from` of the login link (any path of this site), the stored `from`,
 * the stored target URL, else the kloboard.
 */
export function signInPageTarget(search: string, stored: StoredTargets): string {
  const query = new URLSearchParams(search);
  return (
    ecertificateTarget(query) ??
    safeTarget(query.get(FROM_PARAM)) ??
    safeTarget(stored.from) ??
    safeTarget(stored.targetUrl) ??
    AUTHENTICATED_HOME
  );
}
