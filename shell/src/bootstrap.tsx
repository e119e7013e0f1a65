import { startTransition } from 'react';
// Evaluated before this chunk, with @klob/shared (index.ts).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { environmentConfigOf, fetchEnvironmentConfig, seedFirstScreenData } from '@klob/shared';
import { fetchRemotesFile, parseRemotesFile, registerRemotesFromManifest, setRemoteStates, type RemotesFile } from './remotes';
import { createShellServices } from './app/create-shell-services';
import { createNavigation } from './app/navigation';
import { loadRemoteRoutes, parseRemoteRoutes, resetRemoteRoutes } from './routes/remote-routes';
import { isShellPath } from './routes/shell-paths';
import { readBootData } from './app/boot-data';
import { firstScreenSlotsOfPage } from './remotes/first-screen-slots';
import { replaceServerHeadTags } from './app/server-head-tags';
import { keepInputDuringTakeOver } from './app/input-during-take-over';
import { noteAnchorOfServerHtml } from './app/anchor-scroll';
import { yieldToBrowser } from './app/yield-to-browser';
import { preloadSignedInChunks, whenSignedInPartsIn } from './layout/signed-in-chunks';
import { listenForLinkIntents, preloadPageOf } from './layout/link-preload';
import { captureInstallPrompt } from './overlays/install-banner/install-prompt';
import { APP_ROOT_ID, cookieOf, SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';

async function readRemotesFile(): Promise<RemotesFile> {
  try {
    return await fetchRemotesFile();
  } catch (error) {
    // Without the manifest every remote slot shows its fallback; the shell itself still works.
    console.error('[klob] remotes manifest could not be read', error);
    return { manifest: {}, states: {} };
  }
}

captureInstallPrompt();
// Issue 25: start-up runs in several tasks (this chunk's modules, the services, the app's modules, the take-over), each
// shorter on a phone than the one long task they were, so the browser paints and answers input in between.
await yieldToBrowser();
// Someone is signed in on this browser (the cookie the server reads too): their chunks load beside the start-up.
const signedInHere = !!cookieOf(document.cookie, SIGNED_IN_COOKIE);
if (signedInHere) {
  preloadSignedInChunks();
  await yieldToBrowser();
}
// Issue 25: the server inlines what the shell reads at start-up, with the page's first screen; without it, it is fetched.
const boot = readBootData();
if (boot?.routes) resetRemoteRoutes(parseRemoteRoutes(boot.routes));
seedFirstScreenData(boot?.data ?? {});
// Reading the inlined start-up data is a task of its own (its parse alone is 8 ms on this machine for a signed-in page).
await yieldToBrowser();
// The remotes' published routes are read from the start too; only a page the shell does not render itself
// waits for them before its first render (`/` and the shell's own pages never do).
const remoteRoutes = loadRemoteRoutes().catch(() => null);
// Both are read at start-up, in parallel: one shell build serves every environment.
const [remotesFile, config] = await Promise.all([
  boot?.remotes ? parseRemotesFile(boot.remotes) : readRemotesFile(),
  environmentConfigOf(boot?.environment) ?? fetchEnvironmentConfig(),
]);
if (!isShellPath(window.location.pathname)) await remoteRoutes;
setRemoteStates(remotesFile.states);
registerRemotesFromManifest(remotesFile.manifest);
// Issue 25: a signed-in page is drawn by the browser alone, once its remote's unit is in: the unit starts loading now,
// beside the shell's own start-up and the signed-in chunks, not after the first render asks for it.
if (signedInHere && !isShellPath(window.location.pathname)) {
  await yieldToBrowser();
  void preloadPageOf(window.location.pathname);
  // The unit's first steps (its route matched, its remote's entry asked for) are a task of their own.
  await yieldToBrowser();
}
const navigation = createNavigation();
const services = await createShellServices({ navigate: navigation.navigate, config, texts: boot?.texts });
listenForLinkIntents(services.i18n);
await yieldToBrowser();
// In this chunk (eager), evaluated only now: the page shell (header, menus, footer), then the router with the pages,
// each a task of its own (together about 20 ms on this machine, 80 with a phone's CPU).
await import(/* webpackMode: "eager" */ './layout/page-shell');
await yieldToBrowser();
const { ShellApp } = await import(/* webpackMode: "eager" */ './app/shell-app');
await yieldToBrowser();
const rootElement = document.getElementById(APP_ROOT_ID);
if (!rootElement) throw new Error('#root is missing from index.html');
const firstScreenSlots = firstScreenSlotsOfPage(rootElement);
const app = <ShellApp navigation={navigation} services={services} firstScreenSlots={firstScreenSlots} />;
replaceServerHeadTags();
if (services.bus.getState('auth').isAuthenticated) await whenSignedInPartsIn(services.bus);
// The server rendered the page for a visitor: the app takes that markup over. A page that differs for this visitor
// (another stored choice) is rendered afresh by React; that is logged, not an error. For someone signed in the server
// drew only the page's frame (`boot.frame`): the app renders their page in its place.
// Issue 25: the take-over is a transition, so React does it in short slices with the page answering in between; a
// click or key on the page meanwhile makes React finish it at once, before the event reaches its handler.
if (boot && !boot.frame && rootElement.hasChildNodes()) {
  keepInputDuringTakeOver(rootElement);
  noteAnchorOfServerHtml();
  startTransition(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError: (error) => console.warn('[klob] the first screen was rendered afresh in the browser', error),
    });
  });
} else {
  // Issue 25: a page the server left to the browser (a signed-in frame) is rendered in a transition too, in slices.
  startTransition(() => createRoot(rootElement).render(app));
}
// Per-remote telemetry (issue 24) loads beside the first render, never before it.
void import(/* webpackChunkName: "telemetry" */ './telemetry/install-telemetry').then(({ installRemoteTelemetry }) =>
  installRemoteTelemetry(remotesFile.manifest),
);
