import type { RemoteBuildInfo, SingletonMismatch } from '@klob/shared';
import type { LifeCycles } from 'single-spa';

/**
 * Checks of what a remote's module holds, before the shell uses it: a module from another
 * deployment is untrusted input, and a malformed one must cost only its slot (issue 7).
 * Each check answers the typed value or throws an Error that says what is wrong.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isLifecycle = (value: unknown) =>
  typeof value === 'function' || (Array.isArray(value) && value.every((step) => typeof step === 'function'));

/** A mountable unit: single-spa lifecycles with bootstrap, mount and unmount. */
export function checkUnitLifecycles<P>(value: unknown, id: string): LifeCycles<P> {
  if (!isRecord(value)) throw new Error(`${id} is not a mountable unit: it exports ${value === null ? 'null' : typeof value}`);
  const missing = (['bootstrap', 'mount', 'unmount'] as const).filter((name) => !isLifecycle(value[name]));
  if (missing.length > 0) throw new Error(`${id} is not a mountable unit: no ${missing.join(', ')} lifecycle`);
  return value as unknown as LifeCycles<P>;
}

const BUILD_INFO_FIELDS = ['app', 'version', 'commit', 'builtAt'] as const;

/** Every remote's './build-info': four strings. */
export function checkBuildInfo(value: unknown, id: string): RemoteBuildInfo {
  const missing = BUILD_INFO_FIELDS.filter((field) => !isRecord(value) || typeof value[field] !== 'string');
  if (missing.length > 0) throw new Error(`${id} is not build info: no ${missing.join(', ')}`);
  return value as unknown as RemoteBuildInfo;
}

/** The federation runtime's refusal: "Version 1.1.0 from shell of shared singleton module @klob/shared does not satisfy the requirement of mf_search which needs ^2.0.0)". */
const SINGLETON_REFUSAL =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

/**
 * A remote built against another @klob/shared (or another singleton's version) than the page
 * provides: the federation runtime refuses it with "... does not satisfy the requirement of ...".
 * Its slot says so instead of offering a retry that cannot help (issue 7).
 */
export const isIncompatibleBuild = (error: unknown): boolean =>
  error instanceof Error && /does not satisfy the requirement/.test(error.message);

/** Which singleton the refused remote wanted in which range, and what the page has; null for any other error. */
export function singletonMismatchOf(error: unknown): SingletonMismatch | null {
  const match = error instanceof Error ? SINGLETON_REFUSAL.exec(error.message) : null;
  if (!match) return null;
  const [, provided = '', packageName = '', wanted = ''] = match;
  return { package: packageName, wanted, provided };
}
