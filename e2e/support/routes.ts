import { PRODUCT_NAME } from '@klob/shared/constants';

export const HOME_PATH = '/';
/** spec 1 §2.1 (S1-2.1-14): the partner campaign path that shows the coming-soon notice. */
export const COMING_SOON_PATH = '/UI-CISE2021';
/** Any path neither the shell nor a remote declares (spec 1 §2.6). */
export const UNKNOWN_PATH = '/e2e-no-such-page';
/** spec 2 §2 "Coming-soon page" (S2-2-56): the button back to the home page. */
export const BACK_TO_PRODUCT_LABEL = `Kembali Ke ${PRODUCT_NAME}`;
/** spec 1 §2.5: the company landing (partner campaign) pages, exactly as the spec writes them. */
export const SPEC_CAMPAIGN_PATHS = [
  '/rekrutmen-bankjatim',
  '/mtprogram-abmgroup',
  '/recruitment-KAI',
  '/lps-lpdp2023',
  '/sdp-bsi',
  '/odp-bsi',
  '/rekrutmen-ddikmp',
  '/rekrutmen-dlrtelekomunikasi',
  '/rekrutmen-btpnsyariah',
  '/recruitment-fazzgroup',
  '/odp_banksusmelbabel',
  '/odp-bankjatim',
  '/AO-BankJatim',
  '/rekrutmen-ptba',
  '/odp-askrida2023',
  '/bsi-bibit',
] as const;
/** spec 1 §2.6: the sub-pages of every event route. */
export const EVENT_SUB_PAGES = ['home', 'career', 'webinar', 'learning'] as const;
