import type { RemoteBuildInfo } from '../units/catalogue';

/** Exposed by every remote as './build-info' (added by the webpack factory and the partner preset): what is deployed where. */
const buildInfo: RemoteBuildInfo = __KLOB_BUILD__;
export default buildInfo;
