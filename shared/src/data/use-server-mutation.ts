import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ServerDataCacheContext } from './server-data-cache';

export interface ServerMutationRequest<Input, Result> {
  /**
   * Sends the change. The signal aborts when the component unmounts; an answer after that is
   * ignored (no state, no `onDone`). The time limit is the HTTP client's own.
   */
  send(input: Input, signal: AbortSignal): Promise<Result>;
  /** The read keys (`useServerData` keys) this change makes stale: each is loaded again after a success. */
  invalidates?: readonly string[] | ((result: Result, input: Input) => readonly string[]);
  /** Runs after a success while the component is still mounted (reset a form, close a dialog). */
  onDone?(result: Result, input: Input): void;
  /** Runs after a failure while the component is still mounted (a toast, where the form has no place for the message). */
  onFailed?(error: unknown, input: Input): void;
}

/** A submit's state: `idle` until the first send, `pending`, then `failed` (with `error`) or `done` (with `result`). */
export type ServerMutationStatus = 'idle' | 'pending' | 'failed' | 'done';

export interface ServerMutation<Input, Result> {
  status: ServerMutationStatus;
  pending: boolean;
  /** The failure of the last send, while `failed`. */
  error: unknown;
  /** The answer of the last send, while `done`. */
  result: Result | undefined;
  /** Sends; ignored while a send is pending. Settles when the answer is in, never rejects. */
  send(input: Input): Promise<void>;
  /** Sends the last input again. */
  retry(): Promise<void>;
  /** Back to `idle` (e.g. "send another"). */
  reset(): void;
}

type Settled<Result> =
  | { status: 'idle' | 'pending'; error?: undefined; result?: undefined }
  | { status: 'failed'; error: unknown; result?: undefined }
  | { status: 'done'; error?: undefined; result: Result };

/**
 * A submit in a component: one call instead of hand-written sending/error/done state. The flow
 * shows the failure to the user (nothing is logged here: a refused submit is an answer, not a fault).
 */
export function useServerMutation<Input, Result>(request: ServerMutationRequest<Input, Result>): ServerMutation<Input, Result> {
  const cache = useContext(ServerDataCacheContext);
  const [state, setState] = useState<Settled<Result>>({ status: 'idle' });
  const latest = useRef(request);
  const mounted = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  const lastInput = useRef<{ input: Input } | null>(null);
  useEffect(() => {
    latest.current = request;
  });
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);

  const send = useCallback(
    async (input: Input) => {
      const life = mounted.current;
      if (inFlight.current || !life || life.signal.aborted) return;
      inFlight.current = true;
      lastInput.current = { input };
      setState({ status: 'pending' });
      const { send: sendNow, invalidates, onDone, onFailed } = latest.current;
      try {
        const result = await sendNow(input, life.signal);
        if (life.signal.aborted) return;
        const stale = typeof invalidates === 'function' ? invalidates(result, input) : (invalidates ?? []);
        for (const key of stale) cache?.invalidate(key);
        setState({ status: 'done', result });
        onDone?.(result, input);
      } catch (error) {
        if (life.signal.aborted) return;
        setState({ status: 'failed', error });
        onFailed?.(error, input);
      } finally {
        inFlight.current = false;
      }
    },
    [cache],
  );
  const retry = useCallback(async () => {
    if (lastInput.current) await send(lastInput.current.input);
  }, [send]);
  const reset = useCallback(() => {
    if (!inFlight.current) setState({ status: 'idle' });
  }, []);

  return { status: state.status, pending: state.status === 'pending', error: state.error, result: state.result, send, retry, reset };
}
