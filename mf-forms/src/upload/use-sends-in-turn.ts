import { useCallback, useRef } from 'react';

/**
 * A mutation's send that waits for the one before it: useServerMutation ignores a send while one
 * is pending, and the widget takes more files (or deletes) while one is on its way.
 */
export function useSendsInTurn<Input>(send: (input: Input) => Promise<void>): (input: Input) => Promise<void> {
  const previous = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (input: Input) => {
      const turn = previous.current.then(() => send(input));
      previous.current = turn;
      return turn;
    },
    [send],
  );
}
