import { startTransition, useEffect, useState } from 'react';

/** After the load event, the page has settled once no resource has arrived for this long. */
export const SETTLE_QUIET_MS = 1_000;
/** What the visitor does first: from then on the page serves them, and the extras may load. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let settled: Promise<void> | undefined;
let hasSettled = false;

const resourceCount = (): number => performance.getEntriesByType?.('resource').length ?? 0;

/** Calls `onQuiet` once the load event has fired and then no resource arrived for SETTLE_QUIET_MS. */
function afterNetworkQuiet(onQuiet: () => void): () => void {
  let seen = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const count = resourceCount();
    if (count === seen) return onQuiet();
    seen = count;
    timer = setTimeout(check, SETTLE_QUIET_MS);
  };
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', check);
  };
}

/**
 * Resolves once the first screen is done: the visitor's first interaction, or the page loaded and the
 * network has been quiet for a second. What the first screen does not show (the community popup, the chat
 * widget, telemetry) waits for it, so its bytes never compete with the page's own (issue 25). Once per page.
 */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const stops: (() => void)[] = [];
    const done = () => {
      for (const stop of stops) stop();
      hasSettled = true;
      resolve();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, done, { capture: true, passive: true });
      stops.push(() => window.removeEventListener(type, done, { capture: true }));
    }
    stops.push(afterNetworkQuiet(done));
  });
  return settled;
}

/** False until whenPageSettled() resolves. */
export function usePageSettled(): boolean {
  const [isSettled, setSettled] = useState(hasSettled);
  useEffect(() => {
    if (isSettled) return;
    let mounted = true;
    // Issue 25: what waits for the settled page renders in a transition, in slices, never as one long task.
    void whenPageSettled().then(() => mounted && startTransition(() => setSettled(true)));
    return () => {
      mounted = false;
    };
  }, [isSettled]);
  return isSettled;
}
