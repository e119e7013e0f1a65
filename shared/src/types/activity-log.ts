/** Body of POST /rest/open/page/log/actvty/prelogin (spec 1 §3). */
export type { PreLoginActivityLog } from '../api-contract/platform';
