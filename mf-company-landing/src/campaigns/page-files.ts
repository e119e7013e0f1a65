import type { CampaignConfig } from './campaign-config';

interface WebpackContext {
  keys(): string[];
  (id: string): { default: CampaignConfig };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      /** webpack's build-time folder import (https://webpack.js.org/guides/dependency-management/#requirecontext). */
      context(directory: string, useSubdirectories: boolean, fileName: RegExp): WebpackContext;
    }
  }
}

// Every file in pages/ is a campaign page: a partner team adds a page by adding a file, nothing else.
// webpack.config.ts validates the same files at build time.
const pageContext = require.context('./pages', false, /^\.\/[^/]+\.ts$/);

/** The configurations of pages/, with their file names (for messages). */
export const campaignPageFiles: readonly { file: string; config: CampaignConfig }[] = pageContext
  .keys()
  .map((key) => ({ file: key.replace(/^\.\//, ''), config: pageContext(key).default }));
