import { isReacts } from '../remotes/first-screen-elements';

/** How often an element is looked at until React has it, and for how long at most (its part's code may be late). */
const LOOK_AGAIN_MS = 50;
const GIVE_UP_MS = 15_000;

/**
 * Calls `act` with the element `find` finds once React has it (or `isReady` says it is ready otherwise), looking again
 * until then; with null after `GIVE_UP_MS`.
 */
export function onceReactHas<Found extends Node>(
  find: () => Found | null,
  act: (found: Found | null) => void,
  isReady: (found: Found) => boolean = isReacts,
): void {
  const since = Date.now();
  const look = () => {
    const found = find();
    if (found && isReady(found)) act(found);
    else if (Date.now() - since < GIVE_UP_MS) setTimeout(look, LOOK_AGAIN_MS);
    else act(null);
  };
  setTimeout(look);
}
