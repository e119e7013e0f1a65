import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import type { KlobServices } from '@klob/shared';

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * `services.navigate` exists before React renders, the router's navigate only
 * inside it: this bridge connects the two. Before the router is mounted,
 * navigation falls back to the History API.
 */
export function createNavigation() {
  let routerNavigate: Navigate | null = null;
  const navigate: KlobServices['navigate'] = (to, options) => {
    if (routerNavigate) return routerNavigate(to, options);
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
  };

  /** Mounted inside the router: hands its navigate to the services. */
  function NavigationBridge() {
    const reactNavigate = useNavigate();
    useEffect(() => {
      routerNavigate = (to, options) => void reactNavigate(to, options);
      return () => {
        routerNavigate = null;
      };
    }, [reactNavigate]);
    return null;
  }

  return { navigate, NavigationBridge };
}

export type Navigation = ReturnType<typeof createNavigation>;
