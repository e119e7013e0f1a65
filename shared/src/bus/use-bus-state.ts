import { useEffect, useState } from 'react';
import { useServices } from '../mount/services-context';
import type { KlobBus } from './klob-bus';
import type { KlobStateMap } from './channels';

interface Source {
  bus: KlobBus;
  channel: keyof KlobStateMap;
}

/**
 * The current value of a bus state channel; re-renders when it changes.
 *
 * Issue 25: a state, not `useSyncExternalStore`. React renders a page's first screen in slices with the browser
 * answering in between, and a state the answers of the page's first requests change meanwhile (the session, the
 * counters) made React throw those slices away and render the whole page again at once, a task of 100 ms and more on a
 * phone. Now the components reading it render again after the page is in. On the server and while the page takes it
 * over, the bus the render was given is the truth, as before.
 */
export function useBusState<K extends keyof KlobStateMap>(channel: K): KlobStateMap[K] {
  const { bus } = useServices();
  const [value, setValue] = useState(() => bus.getState(channel));
  const [source, setSource] = useState<Source>({ bus, channel });
  let shown = value;
  if (source.bus !== bus || source.channel !== channel) {
    // Another bus or channel than the one held: its value, read now, not after an effect.
    shown = bus.getState(channel);
    setSource({ bus, channel });
    setValue(shown);
  }
  useEffect(() => {
    // The channel replays its value on subscribing, so a change between the render and this effect is not missed; the
    // value the component shows already is set again, which React drops without rendering.
    const subscription = bus.state(channel).subscribe((next) => setValue(next));
    return () => subscription.unsubscribe();
  }, [bus, channel]);
  return shown;
}
