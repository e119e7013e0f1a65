import type { RemoteBuildInfo } from '@klob/shared';

/** Exposed by every remote as './build-info' (added by the webpack factory): what is deployed where. */
const buildInfo: RemoteBuildInfo = __KLOB_BUILD__;
export default buildInfo;
