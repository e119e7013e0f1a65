import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { federationIdOf, ServerDataCacheContext, ServicesContext, REMOTE_NAMES, exposedModulesOf } from '@klob/shared';
import { FirstScreenDataContext, type FirstScreenData } from '@klob/shared';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { renderInPasses, serverI18n, serverServices, type RenderPass } from '@klob/shared/first-screen';
import type { FirstScreen, FirstScreenRequest } from '@klob/shared/first-screen/contract';
import { publishedTexts } from './texts';
import { attachShellSession } from './auth';
import type { ShellSession } from './auth/session';
import { ShellRouterContent } from './app/shell-app';
import { ShellErrorBoundary } from './app/shell-error-boundary';
import { RequestCookiesContext } from './app/request-cookies';
import { parseRemoteRoutes, resetRemoteRoutes } from './routes/remote-routes';
import { FirstScreenSlotsContext, type FirstScreenSlots, type SlotRequest } from './remotes/first-screen-slots';
import { PageShell } from './layout/page-shell';
import { SignedInFrameContext } from './layout/signed-in-frame';

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

/** The page's language and services, the texts of the shell, and the routes the remotes publish, for a server render. */
async function serverSetUp(request: ShellFirstScreenRequest) {
  const published = (await request.publishedTexts?.(NAMESPACES).catch(() => null)) ?? {};
  const i18n = serverI18n(request.language, publishedTexts, NAMESPACES, published);
  const services = serverServices('shell', { ...request, unit: 'shell', params: {} }, i18n);
  attachShellSession(services, SERVER_SESSION, null);
  resetRemoteRoutes(parseRemoteRoutes(request.remoteRoutes));
  const location = new URLSearchParams(request.query).toString();
  return { i18n, services, location: location ? `${request.pathname}?${location}` : request.pathname };
}

/** The shell's texts in the page's language: the browser's i18n starts from them. */
const shellTextsIn = (language: ShellFirstScreenRequest['language']) =>
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, publishedTexts[namespace as keyof typeof publishedTexts][language]]));

interface ServerProvidersProps {
  setUp: Awaited<ReturnType<typeof serverSetUp>>;
  cookies: string;
  pageData: FirstScreenData;
  slots: FirstScreenSlots;
  children: ReactNode;
}

/** What the shell's tree is rendered in on the server, as `ShellApp` renders it in the browser. */
function ServerProviders({ setUp: { services, i18n, location }, cookies, pageData, slots, children }: ServerProvidersProps) {
  return (
    <ServicesContext.Provider value={services}>
      <ServerDataCacheContext.Provider value={services.pageData}>
        <FirstScreenDataContext value={pageData}>
          <RequestCookiesContext value={cookies}>
            <FirstScreenSlotsContext value={slots}>
              <I18nextProvider i18n={i18n}>
                <ShellErrorBoundary>
                  <StaticRouter location={location}>{children}</StaticRouter>
                </ShellErrorBoundary>
              </I18nextProvider>
            </FirstScreenSlotsContext>
          </RequestCookiesContext>
        </FirstScreenDataContext>
      </ServerDataCacheContext.Provider>
    </ServicesContext.Provider>
  );
}

/**
 * A slot's markup, rendered by its remote between passes (once each); a remote that fails leaves its slot to the browser.
 * `rendered` says which slots the server renders at all.
 */
function unitSlots(
  request: ShellFirstScreenRequest,
  pass: RenderPass,
  units: Map<string, FirstScreen | null>,
  rendered: (slot: SlotRequest) => boolean = () => true,
): FirstScreenSlots {
  return {
    markupOf(id, slot) {
      if (!rendered(slot)) return undefined;
      if (!units.has(id)) pass.wait(id, async () => void units.set(id, await request.renderUnit(slot).catch(() => null)));
      return units.get(id)?.html;
    },
    // Each server render pass renders its slots afresh.
    handedOut: () => undefined,
  };
}

const renderedUnits = (units: Map<string, FirstScreen | null>) =>
  [...units.values()].filter((screen): screen is FirstScreen => screen !== null);

/**
 * Issue 25: the shell's first screen for the shell's server: the page shell and the route's page, rendered as the
 * browser renders them for a visitor who is not signed in, with each slot's unit rendered by its own remote.
 */
export async function renderFirstScreen(request: ShellFirstScreenRequest): Promise<FirstScreen> {
  const setUp = await serverSetUp(request);
  const units = new Map<string, FirstScreen | null>();
  const { html, data } = await renderInPasses(request.deadline, (pass) => {
    const pageData: FirstScreenData = {
      take: (key, load) => (UNIT_IDS.has(key) ? undefined : pass.data.take(key, load)),
    };
    return (
      <ServerProviders setUp={setUp} cookies={request.cookies} pageData={pageData} slots={unitSlots(request, pass, units)}>
        <ShellRouterContent />
      </ServerProviders>
    );
  });
  const unitScreens = renderedUnits(units);
  return {
    html,
    data: Object.assign(data, ...unitScreens.map((screen) => screen.data)),
    texts: Object.assign(shellTextsIn(request.language), ...unitScreens.map((screen) => screen.texts)),
  };
}

/** Nothing is read for a frame: its parts are drawn as they stand before their data. */
const NO_PAGE_DATA: FirstScreenData = { take: () => undefined };
const isPage = (slot: SlotRequest) => slot.asPage;

/**
 * Issue 25: a signed-in page's frame for the shell's server, which knows someone is signed in (the `klob_signed_in`
 * cookie) but not who: the page shell with the signed-in parts' boxes at their final size, and the page as its remote
 * draws it before its data (`FirstScreenRequest.frame`, the shell's server asks for it) or a page-sized skeleton
 * (`layout/signed-in-frame.ts`). The browser renders the page afresh in its place.
 */
export async function renderSignedInFrame(request: ShellFirstScreenRequest): Promise<FirstScreen> {
  const setUp = await serverSetUp(request);
  setUp.services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: true, user: null });
  const units = new Map<string, FirstScreen | null>();
  const { html } = await renderInPasses(request.deadline, (pass) => (
    // Only the page is asked of its remote: the page shell's slots hold their places in a frame.
    <ServerProviders setUp={setUp} cookies={request.cookies} pageData={NO_PAGE_DATA} slots={unitSlots(request, pass, units, isPage)}>
      <SignedInFrameContext value={true}>
        <PageShell />
      </SignedInFrameContext>
    </ServerProviders>
  ));
  return { html, data: {}, texts: Object.assign(shellTextsIn(request.language), ...renderedUnits(units).map((screen) => screen.texts)) };
}
