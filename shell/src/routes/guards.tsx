import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { createShellStorage, isSignOutRedirectPending } from '../auth';
import { useBusState } from '@klob/shared';
import { landingTarget, signInPageTarget } from './landing-target';
import { useInterruptionTarget } from './landing-redirect';
import { loginUrlFor } from './login-target';
import { PageLoading } from '../pages/notice/page-loading';

const readStoredTargets = () => {
  const storage = createShellStorage();
  return { targetUrl: storage.targetUrl.read(), from: storage.from.read() };
};

/** spec 1 §2.2: an authenticated user is sent on (to /home, or the target the visit carries). */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useBusState('auth');
  const { pathname, search } = useLocation();
  if (!isAuthenticated) return children ?? <Outlet />;
  if (pathname === '/') return <LandingRedirect search={search} />;
  return <RedirectConsumingTargets to={signInPageTarget(search, readStoredTargets())} />;
}

/** spec 1 §4.1: the landing page of an authenticated user. */
function LandingRedirect({ search }: { search: string }) {
  const [immediate] = useState(() => landingTarget(search, readStoredTargets()));
  const fromInterruptions = useInterruptionTarget(immediate === null);
  const target = immediate ?? fromInterruptions;
  if (!target) return <PageLoading />;
  return <RedirectConsumingTargets to={target} />;
}

/** The stored targets are used once: leaving them would send every later sign-in to an old page. */
function RedirectConsumingTargets({ to }: { to: string }) {
  useEffect(() => {
    const storage = createShellStorage();
    storage.from.remove();
    storage.targetUrl.remove();
  }, []);
  return <Navigate to={to} replace />;
}

/** spec 1 §2.3, §2.8: a guest goes to /login?from={path and query}; the target is stored under `from` too. */
export function AuthenticatedOnly({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useBusState('auth');
  const { pathname, search } = useLocation();
  if (isAuthenticated) return children ?? <Outlet />;
  const target = `${pathname}${search}`;
  if (isSignOutRedirectPending(target)) return null;
  return <RedirectToLogin target={target} />;
}

function RedirectToLogin({ target }: { target: string }) {
  useEffect(() => createShellStorage().from.write(target), [target]);
  return <Navigate to={loginUrlFor(target)} replace />;
}

/** spec 1 §2.4: /profile and /profile-revamp go to the user's profile, or to /login?from=/profile. */
export function ProfileRedirect() {
  const { isAuthenticated, user } = useBusState('auth');
  if (isAuthenticated && user) return <Navigate to={`/profile/${encodeURIComponent(user.userId)}`} replace />;
  return <RedirectToLogin target="/profile" />;
}
