import { useEffect, useState } from 'react';

/** spec 2 §4, §9: the header gets its shadow after 110 px of scroll. */
const HEADER_SHADOW_SCROLL_PX = 110;

/** Apple devices get no scroll shadow (S2-4-38); iPadOS reports itself as a Mac with touch. */
export function isAppleDevice(nav: Pick<Navigator, 'userAgent' | 'platform'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || '') || /iPhone|iPad|iPod|Macintosh/i.test(nav.userAgent);
}

/** Whether the header shows its shadow now (scrolled past the threshold, not on an Apple device). */
export function useScrollShadow(): boolean {
  const [shadow, setShadow] = useState(false);
  useEffect(() => {
    if (isAppleDevice()) return undefined;
    const update = () => setShadow(window.scrollY > HEADER_SHADOW_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return shadow;
}
