import fs from 'node:fs';
import path from 'node:path';
import { checkPublishedRoutes, checkShellRoutes, PUBLISHED_ROUTES_FILE, type PublishedRoute, type RouteRecord } from '@klob/shared/routes';
import { REMOTE_NAMES, type RemoteName } from '@klob/shared/units';
import { distDirOf } from '../../tools/platform/processes';

/**
 * What the built apps publish (each dist/klob-routes.json), read as the production server reads it: e2e
 * learns the platform's routes from the builds it tests, never from app source. Read when a test runs (the
 * global setup builds what is missing).
 */
const readJson = (app: 'shell' | RemoteName): unknown =>
  JSON.parse(fs.readFileSync(path.join(distDirOf(app), PUBLISHED_ROUTES_FILE), 'utf8'));

export const shellPublishedRoutes = (): readonly RouteRecord[] => checkShellRoutes(readJson('shell')).routes;

export const remotePublishedRoutes = <R extends RemoteName>(remote: R): readonly PublishedRoute<R>[] =>
  checkPublishedRoutes(remote, readJson(remote)).routes;

/** Every route the platform publishes, the shell's and each remote's. */
export const allPublishedRoutes = (): readonly RouteRecord[] => [
  ...shellPublishedRoutes(),
  ...REMOTE_NAMES.flatMap((remote) => remotePublishedRoutes(remote)),
];

/**
 * Every published route without a parameter (spec 1 §2.1-§2.5): the shell's pages, redirects and guest-only
 * pages and every page a remote publishes, campaign pages included. Production builds publish no development
 * route (the UI gallery).
 */
export const staticRoutePaths = (): string[] =>
  allPublishedRoutes()
    .map(({ path: route }) => route)
    .filter((route) => !route.includes(':'));

/** mf-company-landing's partner pages (coming-soon notices and campaign pages), with their names, as it publishes them. */
export const publishedCampaigns = () =>
  remotePublishedRoutes('mf_company_landing').filter((route) => route.unit === 'campaign-page' || route.unit === 'coming-soon');
