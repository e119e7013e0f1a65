import { useCallback, useEffect, useState } from 'react';
import type { PartnerRoute } from '@klob/shared';
import { loadUnitModule, resetRemote } from '../../remotes';

export type PartnerRoutesState =
  { status: 'loading' } | { status: 'failed'; retry(): void } | { status: 'ready'; routes: readonly PartnerRoute[] };

const PARTNER_ROUTES = { remote: 'mf_company_landing', unit: 'partner-routes' } as const;

let cachedRoutes: readonly PartnerRoute[] | null = null;

/** The campaign pages mf-company-landing declares, loaded once per page load and only when needed. */
export function usePartnerRoutes(): PartnerRoutesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PartnerRoutesState>(() =>
    cachedRoutes ? { status: 'ready', routes: cachedRoutes } : { status: 'loading' },
  );
  const retry = useCallback(() => {
    resetRemote(PARTNER_ROUTES.remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (cachedRoutes) return;
    let cancelled = false;
    loadUnitModule(PARTNER_ROUTES).then(
      (routes) => {
        cachedRoutes = routes;
        if (!cancelled) setState({ status: 'ready', routes });
      },
      (error: unknown) => {
        console.error('[klob] partner routes could not be loaded', error);
        if (!cancelled) setState({ status: 'failed', retry });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, retry]);

  return state;
}
