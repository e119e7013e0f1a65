import { BehaviorSubject, Subject, type Observable, distinctUntilChanged } from 'rxjs';

/**
 * A typed RxJS bus with two kinds of channel:
 * - state channels replay their last value to every new subscriber (auth, language, counters...);
 * - event channels deliver only what is emitted after subscribing (toasts, open-chat...).
 */
export interface Bus<StateMap extends object, EventMap extends object> {
  /** The state channel as an observable that replays its current value. */
  state<K extends keyof StateMap>(channel: K): Observable<StateMap[K]>;
  getState<K extends keyof StateMap>(channel: K): StateMap[K];
  setState<K extends keyof StateMap>(channel: K, value: StateMap[K]): void;
  updateState<K extends keyof StateMap>(channel: K, update: (current: StateMap[K]) => StateMap[K]): void;
  emit<K extends keyof EventMap>(channel: K, payload: EventMap[K]): void;
  on<K extends keyof EventMap>(channel: K): Observable<EventMap[K]>;
}

export function createBus<StateMap extends object, EventMap extends object>(initialState: StateMap): Bus<StateMap, EventMap> {
  const states = new Map<keyof StateMap, BehaviorSubject<unknown>>();
  const events = new Map<keyof EventMap, Subject<unknown>>();

  const stateSubject = <K extends keyof StateMap>(channel: K) => {
    let subject = states.get(channel);
    if (!subject) {
      subject = new BehaviorSubject<unknown>(initialState[channel]);
      states.set(channel, subject);
    }
    return subject as BehaviorSubject<StateMap[K]>;
  };
  const eventSubject = <K extends keyof EventMap>(channel: K) => {
    let subject = events.get(channel);
    if (!subject) {
      subject = new Subject<unknown>();
      events.set(channel, subject);
    }
    return subject as Subject<EventMap[K]>;
  };

  return {
    state: (channel) => stateSubject(channel).asObservable().pipe(distinctUntilChanged()),
    getState: (channel) => stateSubject(channel).getValue(),
    setState: (channel, value) => stateSubject(channel).next(value),
    updateState: (channel, update) => {
      const subject = stateSubject(channel);
      subject.next(update(subject.getValue()));
    },
    emit: (channel, payload) => eventSubject(channel).next(payload),
    on: (channel) => eventSubject(channel).asObservable(),
  };
}
