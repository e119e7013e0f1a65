import { useSyncExternalStore } from 'react';
import { useServices } from '../mount/services-context';
import type { KlobStateMap } from './channels';

/** The current value of a bus state channel; re-renders when it changes. */
export function useBusState<K extends keyof KlobStateMap>(channel: K): KlobStateMap[K] {
  const { bus } = useServices();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = bus.state(channel).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => bus.getState(channel),
  );
}
