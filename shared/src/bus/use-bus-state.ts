import { useSyncExternalStore } from 'react';
import { useServices } from '../mount/services-context';
import type { KlobStateMap } from './channels';

/** The current value of a bus state channel; re-renders when it changes. */
export function useBusState<K extends keyof KlobStateMap>(channel: K): KlobStateMap[K] {
  const { bus } = useServices();
  const read = () => bus.getState(channel);
  // On the server (issue 25's first screens) and while the page takes it over, the bus the render was given is the truth too.
  return useSyncExternalStore(
    (onChange) => {
      const subscription = bus.state(channel).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    read,
    read,
  );
}
