import type { RemoteBuildInfo } from '@klob/shared';

/** Values the webpack factory defines in every app (tools/webpack/create-config.ts). */
declare global {
  const __KLOB_APP__: string;
  const __KLOB_BUILD__: RemoteBuildInfo;
}
