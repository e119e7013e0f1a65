import { useEffect, useState } from 'react';
import { PLATFORM_PATHS, type Interruption } from '@klob/shared/api-contract/platform';
import { useServices } from '@klob/shared';
import { AUTHENTICATED_HOME } from './login-target';

/** spec 1 §4.1, §7: the pending interruptions of the signed-in user. */
export const INTERRUPTION_LIST_PATH = PLATFORM_PATHS.interruptions;
export const SHIFTING_PAGE_PATH = '/shifting-page';

/**
 * spec 1 §4.1: with no target, the landing page asks for the interruption
 * list; a non-empty list goes to /shifting-page, else /home (DECISIONS 1), which is the kloboard. A failed call
 * does not keep the user on a blank page: the kloboard.
 */
export function useInterruptionTarget(enabled: boolean): string | null {
  const { http } = useServices();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    http.service.get<{ result?: Interruption[] | null }>(INTERRUPTION_LIST_PATH).then(
      (answer) => live && setTarget(Array.isArray(answer?.result) && answer.result.length > 0 ? SHIFTING_PAGE_PATH : AUTHENTICATED_HOME),
      (error: unknown) => {
        console.warn('The interruption list could not be read', error);
        if (live) setTarget(AUTHENTICATED_HOME);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, http]);
  return target;
}
