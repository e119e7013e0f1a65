import { BehaviorSubject, Observable, Subject, distinctUntilChanged } from 'rxjs';
import type { ChannelContract } from './channel-contracts';

/** A write the bus refused: by a part that does not own the channel, or with a malformed payload. */
export interface BusViolation {
  writer: string;
  channel: string;
  problem: 'not-owner' | 'invalid-payload' | 'rescope';
  /** The parts allowed to write the channel, for a refused owner. */
  owners?: readonly string[];
}

/**
 * A typed RxJS bus with two kinds of channel:
 * - state channels replay their last value to every new subscriber (auth, language, counters...);
 * - event channels deliver only what is emitted after subscribing (toasts, open-chat...), but for a channel whose
 *   contract holds an event emitted while nobody listens (`heldForMs`): its first listener gets that one.
 * Writes go through a handle that names its writer; the bus refuses and reports a write its
 * channel contract does not allow.
 */
export interface Bus<StateMap extends object, EventMap extends object, Writer extends string = string> {
  /** The version of the bus contract this bus implements (BUS_VERSION). */
  readonly version: number;
  /** The part this handle writes as. */
  readonly writer: Writer;
  /** The state channel as an observable that replays its current value. */
  state<K extends keyof StateMap>(channel: K): Observable<StateMap[K]>;
  getState<K extends keyof StateMap>(channel: K): StateMap[K];
  setState<K extends keyof StateMap>(channel: K, value: StateMap[K]): void;
  updateState<K extends keyof StateMap>(channel: K, update: (current: StateMap[K]) => StateMap[K]): void;
  emit<K extends keyof EventMap>(channel: K, payload: EventMap[K]): void;
  on<K extends keyof EventMap>(channel: K): Observable<EventMap[K]>;
  /** Every refused write, as it happens (each is also logged with console.error). */
  readonly violations: Observable<BusViolation>;
  /**
   * A handle on the same channels that writes as `writer`: the shell gives each remote's
   * units one scoped to that remote. Only the bus's own writer may hand out handles.
   */
  as(writer: Writer): Bus<StateMap, EventMap, Writer>;
}

export interface BusOptions<StateMap extends object, EventMap extends object, Writer extends string> {
  /** Who writes through the bus itself; handles from `as()` write as others. */
  writer: Writer;
  version: number;
  contracts?: { state: Record<keyof StateMap, ChannelContract>; events: Record<keyof EventMap, ChannelContract> };
}

export function createBus<StateMap extends object, EventMap extends object, Writer extends string = string>(
  initialState: StateMap,
  { writer: busWriter, version, contracts }: BusOptions<StateMap, EventMap, Writer> = { writer: 'shell' as Writer, version: 0 },
): Bus<StateMap, EventMap, Writer> {
  const states = new Map<keyof StateMap, BehaviorSubject<unknown>>();
  const events = new Map<keyof EventMap, Subject<unknown>>();
  const held = new Map<keyof EventMap, { payload: unknown; until: number }>();
  const violations = new Subject<BusViolation>();

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

  const refuse = (violation: BusViolation) => {
    console.error(
      `[klob] bus refused ${violation.writer} writing '${violation.channel}': ${violation.problem}` +
        (violation.owners ? ` (owned by ${violation.owners.join(', ')})` : ''),
    );
    violations.next(violation);
  };
  /** Whether `writer` may write `value` on the channel; a refusal is reported. */
  const allowed = (writer: Writer, contract: ChannelContract | undefined, channel: PropertyKey, value: unknown): boolean => {
    if (!contract) return true;
    const name = String(channel);
    if (contract.owners && !(contract.owners as readonly string[]).includes(writer)) {
      refuse({ writer, channel: name, problem: 'not-owner', owners: contract.owners });
      return false;
    }
    if (!contract.payload.is(value)) {
      refuse({ writer, channel: name, problem: 'invalid-payload' });
      return false;
    }
    return true;
  };

  const handleFor = (writer: Writer): Bus<StateMap, EventMap, Writer> => {
    const handle: Bus<StateMap, EventMap, Writer> = {
      version,
      writer,
      violations: violations.asObservable(),
      state: (channel) => stateSubject(channel).asObservable().pipe(distinctUntilChanged()),
      getState: (channel) => stateSubject(channel).getValue(),
      setState: (channel, value) => {
        if (allowed(writer, contracts?.state[channel], channel, value)) stateSubject(channel).next(value);
      },
      updateState: (channel, update) => {
        const subject = stateSubject(channel);
        const next = update(subject.getValue());
        if (allowed(writer, contracts?.state[channel], channel, next)) subject.next(next);
      },
      emit: (channel, payload) => {
        const contract = contracts?.events[channel];
        if (!allowed(writer, contract, channel, payload)) return;
        const subject = eventSubject(channel);
        if (contract?.heldForMs && !subject.observed) held.set(channel, { payload, until: Date.now() + contract.heldForMs });
        else subject.next(payload);
      },
      on: <K extends keyof EventMap>(channel: K) =>
        new Observable<EventMap[K]>((subscriber) => {
          const waiting = held.get(channel);
          held.delete(channel);
          if (waiting && Date.now() <= waiting.until) subscriber.next(waiting.payload as EventMap[K]);
          return eventSubject(channel).subscribe(subscriber);
        }),
      as: (other) => {
        if (other === writer) return handle;
        if (writer !== busWriter) {
          refuse({ writer, channel: '*', problem: 'rescope' });
          return handle;
        }
        return handleFor(other);
      },
    };
    return handle;
  };

  return handleFor(busWriter);
}
