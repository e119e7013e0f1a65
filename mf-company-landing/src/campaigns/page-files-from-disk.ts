// Test support: what page-files.ts gives in the webpack build, read with Node (Jest has no require.context).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CampaignConfig } from './campaign-config';

const pagesDir = path.join(__dirname, 'pages');

export const campaignPageFiles: readonly { file: string; config: CampaignConfig }[] = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((file) => ({ file, config: (require(path.join(pagesDir, file)) as { default: CampaignConfig }).default }));
