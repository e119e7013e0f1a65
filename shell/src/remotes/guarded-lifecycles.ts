import type { LifeCycles } from 'single-spa';
import { withinLimit } from './within-limit';

type Lifecycle<P> = LifeCycles<P>['mount'];

const runAll = async <P>(lifecycle: Lifecycle<P> | undefined, props: P & Record<string, unknown>) => {
  if (!lifecycle) return;
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props as never);
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface GuardOptions {
  /** Names the unit in the error. */
  id: string;
  /** The slot's limit for the whole mount, in ms. */
  limitMs: number;
  /** When the limit started (the load's start, ms since the epoch); the mount's own start if not given. */
  startedAt?: number;
  /** Told once when the mount throws or is not done in time. */
  onMountError(error: Error): void;
  /** Told when a mounted unit's update or unmount throws: the slot goes on (or away) all the same. */
  onLaterError(error: Error, lifecycle: 'update' | 'unmount'): void;
}

/**
 * Wraps a unit's lifecycles so that a failing or late mount is reported to its slot instead of being
 * rethrown by single-spa-react's Parcel (an uncaught error on the page); the unmount and updates that follow
 * are then no-ops. A mount that completes after its slot gave up is unmounted at once. A mounted unit's
 * failing update or unmount is reported the same way: leaving its page must not throw out of the page.
 */
export function guardLifecycles<P>(
  lifecycles: LifeCycles<P>,
  { id, limitMs, startedAt, onMountError, onLaterError }: GuardOptions,
): LifeCycles<P> {
  let mounted = false;
  const reported = (lifecycle: 'update' | 'unmount', work: Promise<void>) =>
    work.catch((error: unknown) => onLaterError(asError(error), lifecycle));
  return {
    ...lifecycles,
    bootstrap: (props) => runAll(lifecycles.bootstrap as Lifecycle<P> | undefined, props),
    mount: async (props) => {
      const deadline = (startedAt ?? Date.now()) + limitMs;
      let gaveUp = false;
      const mounting = runAll(lifecycles.mount, props).then(async () => {
        if (gaveUp) await runAll(lifecycles.unmount, props);
        else mounted = true;
      });
      try {
        await withinLimit(mounting, deadline - Date.now(), `${id} did not mount`);
      } catch (error) {
        gaveUp = true;
        mounting.catch(() => undefined);
        onMountError(asError(error));
      }
    },
    update: async (props) => {
      if (mounted && lifecycles.update) await reported('update', runAll(lifecycles.update as Lifecycle<P>, props));
    },
    unmount: async (props) => {
      if (!mounted) return;
      mounted = false;
      await reported('unmount', runAll(lifecycles.unmount, props));
    },
  };
}
