import { checkPublishedRoutes, PUBLISHED_ROUTES_FILE, type RouteRecord } from '@klob/shared/routes';
import type { RemoteName } from '@klob/shared/units';
import type { CandidateBuild } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

/** Routes another app of the platform answers: the shell's own, or a deployed remote's. */
export interface OtherRoutes {
  owner: string;
  routes: readonly RouteRecord[];
}

/** '/job/:corporateName/:id' and '/job/:a/:b' match the same paths: parameters are compared by position only. */
const shapeOf = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

/**
 * The routes the build publishes (issue 23): a valid list, as the shell will check it, and no path another
 * app of the platform already answers (the shell's own pages, another remote's).
 */
export function checkPublishedRoutesOf(build: CandidateBuild, remote: RemoteName, others: readonly OtherRoutes[]): GateProblem[] {
  const published = build.readJson<unknown>(PUBLISHED_ROUTES_FILE);
  if (published === null) return [problem('routes', `${PUBLISHED_ROUTES_FILE} is missing: the shell would route nothing to this remote`)];
  let routes: readonly RouteRecord[];
  try {
    routes = checkPublishedRoutes(remote, published).routes;
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => problem('routes', line));
  }
  const problems: GateProblem[] = [];
  for (const { path } of routes) {
    const taken = others.find((other) => other.routes.some((route) => shapeOf(route.path) === shapeOf(path)));
    if (taken) problems.push(problem('routes', `${path} is already a route of ${taken.owner}`));
  }
  return problems;
}
