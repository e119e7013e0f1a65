import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './media';

/** Whether a media query matches, following changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** The mobile layout: a viewport of 768 px or less (spec 1 §9, spec 3 §9). */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_MEDIA_QUERY);
