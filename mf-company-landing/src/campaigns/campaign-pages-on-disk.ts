// Node-side reading of pages/ (ES modules under tsx): the build validates these files and the shell's production
// server knows their paths. The bundle reads the same folder through webpack (page-files.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CampaignConfig } from './campaign-config';

/** The folder of the campaign page files, relative to mf-company-landing's root. */
export const CAMPAIGN_PAGES_FOLDER = 'src/campaigns/pages';

/** The configurations of the page files in `pagesDir` (absolute), with their file names (for messages). */
export async function loadCampaignPageFiles(pagesDir: string): Promise<{ file: string; config: CampaignConfig }[]> {
  const files = readdirSync(pagesDir)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const loaded = (await import(pathToFileURL(path.join(pagesDir, file)).href)) as { default?: CampaignConfig };
      return { file, config: loaded.default ?? ({} as CampaignConfig) };
    }),
  );
}
