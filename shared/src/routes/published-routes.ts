import type { Language } from '../i18n/languages';
import { EXPOSED_MODULES, REMOTE_NAMES, type RemoteName, type UnitName } from '../units/catalogue';

/** The file each app's build writes beside its entry: the routes it answers (docs/ARCHITECTURE.md "Routes"). */
export const PUBLISHED_ROUTES_FILE = 'klob-routes.json';

/** spec 1 §2.1-§2.3: who may open a route. Guest-only pages are the shell's (the sign-in pages). */
export type RouteAccess = 'public' | 'guest-only' | 'authenticated-only';
/** The access classes a remote's route may have. */
export type RemoteRouteAccess = Exclude<RouteAccess, 'guest-only'>;

/** What every published route says: its path pattern (`:name` takes one segment) and who may open it. */
export interface RouteRecord {
  path: string;
  access: RouteAccess;
  /** Listed in /sitemap.xml and on the sitemap page (exact paths only: a pattern with parameters names no page). */
  sitemap?: boolean;
  /** spec 1 §1 (S1-1-15): the page shell runs in recruiter mode on this page. */
  recruiter?: boolean;
}

/** The mountable units of R, of each remote when R is a union. */
type UnitOf<R extends RemoteName> = R extends RemoteName ? UnitName<R> : never;

/** A remote's route: the unit of that remote that renders it as a whole page. */
export interface PublishedRoute<R extends RemoteName = RemoteName> extends RouteRecord {
  access: RemoteRouteAccess;
  unit: UnitOf<R>;
  /** The page's name per language, for lists such as the sitemap page (without one it is listed by its path). */
  title?: Partial<Record<Language, string>>;
}

/** The contents of a remote's klob-routes.json. */
export interface PublishedRoutes<R extends RemoteName = RemoteName> {
  app: R;
  routes: readonly PublishedRoute<R>[];
}

/** The contents of the shell's klob-routes.json: its own pages, redirects included. */
export interface ShellPublishedRoutes {
  app: 'shell';
  routes: readonly RouteRecord[];
}

/** What the shell's server answers at /routes.json: each remote's routes that could be read and passed the check. */
export type ComposedRoutes = Partial<{ [R in RemoteName]: readonly PublishedRoute<R>[] }>;

const ACCESS: readonly RouteAccess[] = ['public', 'guest-only', 'authenticated-only'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const mountableUnitsOf = (remote: RemoteName): readonly string[] =>
  Object.entries(EXPOSED_MODULES[remote])
    .filter(([, kind]) => kind === 'mountable')
    .map(([name]) => name);

/** The problems of one route record (empty when it is valid); `where` names it in messages. */
function recordProblems(route: unknown, where: string, accessAllowed: readonly RouteAccess[]): string[] {
  if (!isRecord(route)) return [`${where} is not an object`];
  const problems: string[] = [];
  const { path, access, sitemap, recruiter } = route;
  if (typeof path !== 'string' || !path.startsWith('/')) problems.push(`${where} has no path starting with '/'`);
  if (!accessAllowed.includes(access as RouteAccess))
    problems.push(`${where} has access '${String(access)}', not ${accessAllowed.join(' | ')}`);
  if (sitemap !== undefined && typeof sitemap !== 'boolean') problems.push(`${where}.sitemap is not a boolean`);
  if (sitemap === true && typeof path === 'string' && path.includes(':')) problems.push(`${where} is in the sitemap but has parameters`);
  if (recruiter !== undefined && typeof recruiter !== 'boolean') problems.push(`${where}.recruiter is not a boolean`);
  return problems;
}

/**
 * Checks a remote's published routes (untrusted: another deployment wrote them) and answers them typed,
 * or throws an Error listing every problem. Used by the build that writes them, the server that composes
 * them and the shell that routes them.
 */
export function checkPublishedRoutes<R extends RemoteName>(remote: R, value: unknown): PublishedRoutes<R> {
  if (!isRecord(value) || !Array.isArray(value.routes)) throw new Error(`${remote}/${PUBLISHED_ROUTES_FILE} holds no route list`);
  if (value.app !== remote) throw new Error(`${remote}/${PUBLISHED_ROUTES_FILE} is the list of '${String(value.app)}'`);
  const units = mountableUnitsOf(remote);
  const problems = value.routes.flatMap((route: unknown, index) => {
    const where = `${remote} route ${index}${isRecord(route) && typeof route.path === 'string' ? ` (${route.path})` : ''}`;
    const unit = isRecord(route) ? route.unit : undefined;
    const unitProblem = typeof unit === 'string' && units.includes(unit) ? [] : [`${where} names no unit of ${remote} ('${String(unit)}')`];
    return [...recordProblems(route, where, ['public', 'authenticated-only']), ...unitProblem];
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return value as unknown as PublishedRoutes<R>;
}

/** Checks the shell's own published routes (its server reads them from its dist/). */
export function checkShellRoutes(value: unknown): ShellPublishedRoutes {
  if (!isRecord(value) || value.app !== 'shell' || !Array.isArray(value.routes))
    throw new Error(`shell/${PUBLISHED_ROUTES_FILE} holds no route list`);
  const problems = value.routes.flatMap((route: unknown, index) => recordProblems(route, `shell route ${index}`, ACCESS));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return value as unknown as ShellPublishedRoutes;
}

/** Checks a composed /routes.json: a remote whose list fails its check is left out (and named in `problems`). */
export function checkComposedRoutes(value: unknown): { routes: ComposedRoutes; problems: string[] } {
  const routes: Record<string, unknown> = {};
  const problems: string[] = [];
  if (!isRecord(value)) return { routes: {}, problems: ['/routes.json is not an object'] };
  for (const remote of REMOTE_NAMES) {
    if (value[remote] === undefined) continue;
    try {
      routes[remote] = checkPublishedRoutes(remote, { app: remote, routes: value[remote] }).routes;
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return { routes: routes as ComposedRoutes, problems };
}

/** Every route of a composed list with the remote that answers it. */
export const composedRouteList = (routes: ComposedRoutes): { remote: RemoteName; route: PublishedRoute }[] =>
  REMOTE_NAMES.flatMap((remote) => (routes[remote] ?? []).map((route) => ({ remote, route: route as PublishedRoute })));

/** The contents of an app's klob-routes.json, checked: a remote's list as the shell will check it, the shell's own. */
export function publishedRoutesFile(app: string, routes: readonly RouteRecord[]): string {
  const value = { app, routes };
  const checked = (REMOTE_NAMES as string[]).includes(app) ? checkPublishedRoutes(app as RemoteName, value) : checkShellRoutes(value);
  return `${JSON.stringify(checked, null, 2)}\n`;
}
