import { lazy, Suspense, useEffect, useState } from 'react';
import type { BackToTopPlacement } from './back-to-top';
import { useTypingInField } from './use-typing-in-field';

/** spec 1 §2.9, §9: the button appears after more than 400 px of scroll (not in the mobile build, S1-2.9-03). */
export const BACK_TO_TOP_AFTER_PX = 400;

const BackToTopButton = lazy(() => import('./back-to-top'));

/**
 * Shows the back-to-top button while the page is scrolled more than 400 px (S1-2.9-02). Floating, it steps aside
 * while the user types in a field: on a phone it would sit on the very field being filled in (shell README "Choices").
 */
export function BackToTop({ docked = false }: BackToTopPlacement) {
  const [scrolledPast, setScrolledPast] = useState(false);
  const typing = useTypingInField();
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!scrolledPast || (typing && !docked)) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton docked={docked} />
    </Suspense>
  );
}
