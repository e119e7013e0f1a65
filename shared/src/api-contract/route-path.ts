/**
 * A path with one parameter, declared once as its Fastify pattern (`/x/:id`): the api registers
 * `.pattern`, clients call it with the value to get the concrete URL (the value URL-encoded).
 */
export interface RoutePath {
  (value: string | number): string;
  readonly pattern: string;
}

const PARAMETER = /:[A-Za-z]\w*/;

export function routePath(pattern: string): RoutePath {
  if (!PARAMETER.test(pattern)) throw new Error(`routePath needs a :parameter in ${pattern}`);
  const build = (value: string | number) => pattern.replace(PARAMETER, encodeURIComponent(String(value)));
  return Object.assign(build, { pattern });
}
