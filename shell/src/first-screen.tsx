import { StaticRouter } from 'react-router-dom';
import {
  createServerDataCache,
  federationIdOf,
  ServerDataCacheContext,
  ServicesContext,
  REMOTE_NAMES,
  exposedModulesOf,
} from '@klob/shared';
import { FirstScreenDataContext, type FirstScreenData } from '@klob/shared';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { renderToHtml, serverI18n, serverServices } from '@klob/shared/first-screen';
import type { FirstScreen, FirstScreenRequest } from '@klob/shared/first-screen/contract';
import { publishedTexts } from './texts';
import { attachShellSession } from './auth';
import type { ShellSession } from './auth/session';
import { ShellRouterContent } from './app/shell-app';
import { ShellErrorBoundary } from './app/shell-error-boundary';
import { RequestCookiesContext } from './app/request-cookies';
import { parseRemoteRoutes, resetRemoteRoutes } from './routes/remote-routes';
import { FirstScreenSlotsContext, type FirstScreenSlots, type SlotRequest } from './remotes/first-screen-slots';

/** Render, then load the data and units the render asked for, render again (a unit's own passes are its renderer's). */
const MAX_RENDER_PASSES = 3;

/** What the shell's server gives the shell's renderer: the page, the remotes' routes, and a way to render a remote's unit. */
export interface ShellFirstScreenRequest extends Omit<FirstScreenRequest, 'unit' | 'params'> {
  /** What /routes.json answers. */
  remoteRoutes: unknown;
  /** The request's cookie header (the cookie notice's `approved`). */
  cookies: string;
  renderUnit(slot: SlotRequest): Promise<FirstScreen | null>;
}

const NAMESPACES = Object.keys(publishedTexts);
/** Slots load their remote's code in the browser only: the server renders them through their remote's renderer. */
const UNIT_IDS = new Set(
  REMOTE_NAMES.flatMap((remote) => exposedModulesOf(remote).map(([unit]) => federationIdOf({ remote, unit } as never))),
);

const refuse = (): never => {
  throw new Error('a page rendered on the server signs nobody in or out');
};
/** The sign-in pages reach the session in their handlers only, which run in the browser. */
const SERVER_SESSION: ShellSession = { start: refuse, signIn: refuse, signOut: refuse, userData: () => null };

/**
 * Issue 25: the shell's first screen for the shell's server: the page shell and the route's page, rendered as the
 * browser renders them for a visitor who is not signed in, with each slot's unit rendered by its own remote.
 */
export async function renderFirstScreen(request: ShellFirstScreenRequest): Promise<FirstScreen> {
  const published = (await request.publishedTexts?.(NAMESPACES).catch(() => null)) ?? {};
  const i18n = serverI18n(request.language, publishedTexts, NAMESPACES, published);
  const services = serverServices('shell', { ...request, unit: 'shell', params: {} }, i18n);
  attachShellSession(services, SERVER_SESSION, null);
  resetRemoteRoutes(parseRemoteRoutes(request.remoteRoutes));
  const loaded = new Map<string, { data: unknown } | null>();
  const units = new Map<string, FirstScreen | null>();
  const search = new URLSearchParams(request.query).toString();
  let html = '';
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    const pendingData = new Map<string, (signal: AbortSignal) => Promise<unknown>>();
    const pendingSlots = new Map<string, SlotRequest>();
    const data: FirstScreenData = {
      take(key, load) {
        if (UNIT_IDS.has(key)) return undefined;
        const known = loaded.get(key);
        if (known === undefined) pendingData.set(key, load);
        return known ?? undefined;
      },
    };
    const slots: FirstScreenSlots = {
      markupOf(id, slot) {
        if (!units.has(id)) pendingSlots.set(id, slot);
        return units.get(id)?.html;
      },
    };
    html = await renderToHtml(
      <ServicesContext.Provider value={services}>
        <ServerDataCacheContext.Provider value={createServerDataCache()}>
          <FirstScreenDataContext value={data}>
            <RequestCookiesContext value={request.cookies}>
              <FirstScreenSlotsContext value={slots}>
                <I18nextProvider i18n={i18n}>
                  <ShellErrorBoundary>
                    <StaticRouter location={search ? `${request.pathname}?${search}` : request.pathname}>
                      <ShellRouterContent />
                    </StaticRouter>
                  </ShellErrorBoundary>
                </I18nextProvider>
              </FirstScreenSlotsContext>
            </RequestCookiesContext>
          </FirstScreenDataContext>
        </ServerDataCacheContext.Provider>
      </ServicesContext.Provider>,
    );
    const waiting = pendingData.size + pendingSlots.size;
    if (waiting === 0 || pass === MAX_RENDER_PASSES || Date.now() >= request.deadline) break;
    const signal = AbortSignal.timeout(Math.max(1, request.deadline - Date.now()));
    await Promise.all([
      ...[...pendingData].map(async ([key, load]) => {
        loaded.set(
          key,
          await load(signal).then(
            (value) => ({ data: value }),
            () => null,
          ),
        );
      }),
      ...[...pendingSlots].map(async ([id, slot]) => {
        units.set(id, await request.renderUnit(slot).catch(() => null));
      }),
    ]);
  }
  const unitScreens = [...units.values()].filter((screen): screen is FirstScreen => screen !== null);
  return {
    html,
    data: Object.assign(
      Object.fromEntries([...loaded].flatMap(([key, result]) => (result ? [[key, result.data]] : []))),
      ...unitScreens.map((screen) => screen.data),
    ),
    texts: Object.assign(
      Object.fromEntries(
        NAMESPACES.map((namespace) => [namespace, publishedTexts[namespace as keyof typeof publishedTexts][request.language]]),
      ),
      ...unitScreens.map((screen) => screen.texts),
    ),
  };
}
