import { PRODUCT_SLUG } from '@klob/shared/constants';
import { AUTHENTICATED_HOME, FROM_PARAM, safeTarget } from './login-target';

/** spec 1 §4.1: an `ecertificate` query value is carried to /home/kloboard. */
export const ECERTIFICATE_PARAM = 'ecertificate';
export const KLOBOARD_PATH = '/home/kloboard';
/** spec 1 §4.1: on the landing page only a `from` naming one of these sections is followed. */
const LANDING_FROM_SECTIONS = ['ensiklobedia', `${PRODUCT_SLUG}-meter`];

export interface StoredTargets {
  /** spec 1 §4.1: the stored target URL. */
  targetUrl: string | null;
  /** spec 1 §2.8: the login redirect target stored under `from`. */
  from: string | null;
}

/**
 * Where an authenticated visitor of a guest-only page goes (spec 1 §2.2, §2.8,
 * §4.1): /home unless the visit carries a target. On `/` the `from` query is
 * followed only for ensiklobedia and {product}-meter; on the sign-in pages any
 * path of this site is (it is where the guest was sent from).
 */
export function guestOnlyRedirect(pathname: string, search: string, stored: StoredTargets): string {
  const query = new URLSearchParams(search);
  const ecertificate = query.get(ECERTIFICATE_PARAM);
  if (ecertificate) return `${KLOBOARD_PATH}?${new URLSearchParams({ [ECERTIFICATE_PARAM]: ecertificate }).toString()}`;
  const from = safeTarget(query.get(FROM_PARAM));
  if (pathname === '/') {
    if (from && LANDING_FROM_SECTIONS.some((section) => from.includes(section))) return from;
    return safeTarget(stored.targetUrl) ?? AUTHENTICATED_HOME;
  }
  return from ?? safeTarget(stored.from) ?? safeTarget(stored.targetUrl) ?? AUTHENTICATED_HOME;
}
