import { Suspense, type ReactNode } from 'react';

/**
 * Issue 25: a part of the page whose server markup the browser takes over on its own, after the rest. React hydrates
 * a Suspense boundary's server markup at a low priority, in slices of a few milliseconds, instead of in the one long
 * task that takes the page over; a click or a key in it before then hydrates it at once and reaches it as usual.
 * Nothing in it suspends (the fallback is never shown): what it loads lazily has its own boundary inside.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
