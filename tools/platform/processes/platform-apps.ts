import fs from 'node:fs';
import path from 'node:path';
import { appFolderOf, REMOTE_NAMES, type PlatformProcess } from '../../webpack/ports';

export const WORKSPACE_DIR = path.resolve(import.meta.dirname, '../../..');

/** The six apps served from their production builds: the shell and the five remotes. */
export const STATIC_APPS = ['shell', ...REMOTE_NAMES] as const;
export type StaticApp = (typeof STATIC_APPS)[number];

export const appDirOf = (name: PlatformProcess): string => path.join(WORKSPACE_DIR, appFolderOf(name));
export const distDirOf = (app: StaticApp): string => path.join(appDirOf(app), 'dist');

/** The file every usable build has: the shell's page or a remote's entry (the static server refuses to start without it). */
export const buildMarkerOf = (app: StaticApp): string => path.join(distDirOf(app), app === 'shell' ? 'index.html' : 'remoteEntry.js');

export const appsWithoutBuild = (apps: readonly StaticApp[] = STATIC_APPS): StaticApp[] =>
  apps.filter((app) => !fs.existsSync(buildMarkerOf(app)));

/** The command that builds the front-end apps, as the root `pnpm build` runs it. */
export const BUILD_APPS_COMMAND = 'pnpm -r --filter "./shell" --filter "./mf-*" build';
