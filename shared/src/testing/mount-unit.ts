import type { AppProps } from 'single-spa';
import type { UnitLifecycles } from '../mount/create-mountable';
import type { UnitProps } from '../services/services';

/** What single-spa hands a unit's lifecycles: the unit props plus its own. */
export type LifecycleProps = UnitProps & AppProps & { domElement: HTMLElement };

export interface MountedUnit {
  props: LifecycleProps;
  update(changes: Partial<UnitProps>): Promise<void>;
  /** Unmounts once; later calls do nothing (so an afterEach can clean up what a test left). */
  unmount(): Promise<void>;
}

/**
 * Runs a lifecycle the way the shell's Parcel does, outside React's act queue:
 * single-spa-react resolves mount only after React has committed, which act
 * would hold back until the call ends.
 */
export async function outsideAct<T>(run: () => Promise<T>): Promise<T> {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await run();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** Bootstraps and mounts a unit's lifecycles into `domElement` (a new div in the body unless given), as the shell does. */
export async function mountUnit(
  lifecycles: UnitLifecycles,
  unitProps: UnitProps,
  { name = 'test-unit', domElement }: { name?: string; domElement?: HTMLElement } = {},
): Promise<MountedUnit> {
  const ownElement = !domElement;
  const element = domElement ?? document.body.appendChild(document.createElement('div'));
  let props = { ...unitProps, name, domElement: element, singleSpa: {}, mountParcel: () => undefined } as unknown as LifecycleProps;
  await outsideAct(() => lifecycles.bootstrap(props));
  await outsideAct(() => lifecycles.mount(props));
  let mounted = true;
  return {
    get props() {
      return props;
    },
    async update(changes) {
      props = { ...props, ...changes };
      await outsideAct(() => lifecycles.update!(props));
    },
    async unmount() {
      if (!mounted) return;
      mounted = false;
      await outsideAct(() => lifecycles.unmount(props));
      if (ownElement) element.remove();
    },
  };
}
