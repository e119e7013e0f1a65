import type { LifeCycles } from 'single-spa';

type Lifecycle<P> = LifeCycles<P>['mount'];

const runAll = async <P>(lifecycle: Lifecycle<P> | undefined, props: P & Record<string, unknown>) => {
  if (!lifecycle) return;
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props as never);
};

/**
 * Wraps a unit's lifecycles so that a failing mount is reported to its slot
 * instead of being rethrown by single-spa-react's Parcel (which would surface
 * as an unhandled rejection); the unmount that follows is then a no-op.
 */
export function guardLifecycles<P>(lifecycles: LifeCycles<P>, onMountError: (error: Error) => void): LifeCycles<P> {
  let mounted = false;
  return {
    ...lifecycles,
    bootstrap: (props) => runAll(lifecycles.bootstrap as Lifecycle<P> | undefined, props),
    mount: async (props) => {
      try {
        await runAll(lifecycles.mount, props);
        mounted = true;
      } catch (error) {
        onMountError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    unmount: async (props) => {
      if (!mounted) return;
      mounted = false;
      await runAll(lifecycles.unmount, props);
    },
  };
}
