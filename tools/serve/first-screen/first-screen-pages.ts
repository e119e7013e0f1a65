import fs from 'node:fs';
import path from 'node:path';
import {
  APP_ROOT_ID,
  BOOT_DATA_ELEMENT_ID,
  cookieOf,
  FIRST_SCREEN_HEAD_ATTRIBUTE,
  inlineJson,
  LANGUAGE_COOKIE,
  SIGNED_IN_COOKIE,
  type BootData,
  type FirstScreen,
  type FirstScreenModule,
} from '@klob/shared/first-screen/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@klob/shared/constants';
import { environmentConfigOf, fallbackEnvironmentConfig } from '@klob/shared/environment-config';
import { remoteRenderersOf, RENDERER_TTL_MS, shellRendererOf } from './renderer-sources';
import { publishedTextsReader } from './published-texts';
import { hoistEmotionStyles } from './hoisted-styles';
import { withinLimit } from '../../platform/within-limit';
import { pathMatchesPattern } from '../page-index';
import type { RemoteRouteLists } from '../published-routes';

/** The data a first screen waits for; a slower api leaves those parts to the browser. */
export const FIRST_SCREEN_DATA_MS = 800;
/** The whole render: past this the page is answered as the bare app, which renders everything itself. */
export const FIRST_SCREEN_LIMIT_MS = 3000;

/**
 * When a slot's unit stops waiting for its data: FIRST_SCREEN_DATA_MS from when its remote's renderer was read, not
 * from the page's start (a cold remote's renderer or a busy host can use up the page's own data time before the
 * unit asks its first call, and with JavaScript off a spinner never ends); never earlier than the page's deadline,
 * never so late that the page's last pass misses FIRST_SCREEN_LIMIT_MS.
 */
export function unitDataDeadline(pageDeadline: number, renderStartedAt: number, now: number): number {
  const latest = renderStartedAt + FIRST_SCREEN_LIMIT_MS - FIRST_SCREEN_DATA_MS;
  return Math.max(pageDeadline, Math.min(now + FIRST_SCREEN_DATA_MS, latest));
}

export interface FirstScreenPagesOptions {
  /** The shell's build (index.html and server/first-screen.cjs). */
  root: string;
  apiUrl: string;
  /** Remote -> its manifest URL. */
  manifest: () => Record<string, string>;
  /** What the page would fetch at start-up: /remotes.json, /environment.json, /routes.json. */
  remotesFile: () => unknown;
  environment: () => unknown;
  remoteRoutes: () => Promise<RemoteRouteLists>;
}

export interface PageRequest {
  pathname: string;
  query: Record<string, string>;
  cookies: string | undefined;
  /** The page's origin as the browser sees it: the api's base in the markup, as in the browser. */
  origin: string;
}

interface ShellRenderer {
  renderFirstScreen(request: Record<string, unknown>): Promise<FirstScreen>;
}

/** React 19 writes a page's <title>, <meta> and preloads first: they belong in the document's head. */
const HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Issue 25: the shell's server answers a page with its first screen in the HTML — the page shell and the route's
 * content, rendered by the shell's and the owning remote's own renderers — and the start-up data the app would
 * otherwise fetch. Any failure answers the bare app (the browser renders everything, as before).
 */
export function createFirstScreenPages({ root, apiUrl, manifest, remotesFile, environment, remoteRoutes }: FirstScreenPagesOptions) {
  const shellRenderer = shellRendererOf(root);
  const remoteRenderer = remoteRenderersOf(manifest);
  const shellTexts = publishedTextsReader((relativePath) => fs.promises.readFile(path.join(root, relativePath), 'utf8'));
  const remoteTexts = new Map<string, ReturnType<typeof publishedTextsReader>>();
  const textsOfRemote = (remote: string) => {
    const manifestUrl = manifest()[remote];
    if (!manifestUrl) return null;
    const base = new URL('./', manifestUrl).href;
    let reader = remoteTexts.get(base);
    if (!reader) {
      reader = publishedTextsReader(async (relativePath) => {
        const response = await fetch(new URL(relativePath, base), { signal: AbortSignal.timeout(FIRST_SCREEN_DATA_MS) });
        if (!response.ok) throw new Error(`${relativePath} answered ${response.status}`);
        return response.text();
      });
      remoteTexts.set(base, reader);
    }
    return reader;
  };
  /** Every text the remote answering `pathname` publishes, in `language`; none for a page no remote claims. */
  const textsOfPageRemote = async (pathname: string, routes: RemoteRouteLists | undefined, language: Language) => {
    const owner = Object.entries(routes?.routes ?? {}).find(([, list]) =>
      (list ?? []).some((route) => pathMatchesPattern(route.path, pathname)),
    )?.[0];
    return (owner && (await textsOfRemote(owner)?.all(language))) || {};
  };
  const indexFile = path.join(root, 'index.html');
  let index: { mtimeMs: number; html: string } | null = null;
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return index.html;
  };

  const compose = (language: Language, boot: BootData, screen: FirstScreen | null) => {
    const rendered = screen?.html.match(HEAD_TAGS)?.[0] ?? '';
    const { styles, body } = hoistEmotionStyles(screen ? screen.html.slice(rendered.length) : '');
    // Marked, so the app replaces these tags with its own instead of adding a second description (issue 25).
    const head = rendered.replace(/<(title|meta|link)\b/g, `<$1 ${FIRST_SCREEN_HEAD_ATTRIBUTE}=""`);
    const title = head.match(/<title\b[^>]*>[\s\S]*?<\/title>/)?.[0];
    let html = indexHtml().replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    html = title ? html.replace(/<title>[\s\S]*?<\/title>/, title) : html.replace('<title>', `<title ${FIRST_SCREEN_HEAD_ATTRIBUTE}="">`);
    const headTags = head.replace(/<title\b[^>]*>[\s\S]*?<\/title>/, '');
    return html
      .replace('</head>', `${headTags}${styles}</head>`)
      .replace(`<div id="${APP_ROOT_ID}"></div>`, `<div id="${APP_ROOT_ID}">${body}</div>`)
      .replace('</body>', `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${inlineJson(boot)}</script></body>`);
  };

  // From the first page on, every deployed remote's renderer is kept read (a 304 every RENDERER_TTL_MS), so a page of
  // any remote finds its renderer ready and a deploy is picked up within that time. Started by a page, not at
  // start-up, when the remotes' servers may not listen yet; it does not keep the process alive.
  let warming: NodeJS.Timeout | null = null;
  const warmUp = () => {
    for (const remote of Object.keys(manifest())) void remoteRenderer(remote);
  };
  const keepWarm = () => {
    if (warming) return;
    warmUp();
    warming = setInterval(warmUp, RENDERER_TTL_MS).unref();
  };

  return {
    async page({ pathname, query, cookies, origin }: PageRequest): Promise<string> {
      keepWarm();
      const chosen = cookieOf(cookies, LANGUAGE_COOKIE);
      const language = isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
      const routes = await remoteRoutes().catch(() => undefined);
      const boot: BootData = { language, remotes: remotesFile(), environment: environment(), routes, texts: {}, data: {} };
      // Someone is signed in on this browser: a guest's first screen would be the wrong page. The server draws the
      // frame of theirs (it knows not who they are), and the app renders their page afresh in its place.
      const signedIn = !!cookieOf(cookies, SIGNED_IN_COOKIE);
      try {
        const shell = shellRenderer() as (FirstScreenModule & ShellRenderer) | null;
        const render = signedIn ? shell?.renderSignedInFrame : shell?.renderFirstScreen;
        if (!render) return compose(language, boot, null);
        const renderStartedAt = Date.now();
        const deadline = renderStartedAt + FIRST_SCREEN_DATA_MS;
        const config = environmentConfigOf(environment(), origin) ?? fallbackEnvironmentConfig(origin);
        const screen = await withinLimit(
          render({
            pathname,
            query,
            language,
            apiOrigin: apiUrl,
            config,
            deadline,
            remoteRoutes: routes,
            cookies: cookies ?? '',
            publishedTexts: (namespaces: readonly string[]) => shellTexts(language, namespaces),
            renderUnit: async ({
              unit,
              params,
              query: unitQuery,
              pathname: unitPath,
            }: {
              unit: { remote: string; unit: string };
              params: Record<string, string | undefined>;
              query: Record<string, string>;
              pathname: string;
            }) => {
              const renderer = await remoteRenderer(unit.remote);
              const texts = textsOfRemote(unit.remote);
              const unitDeadline = unitDataDeadline(deadline, renderStartedAt, Date.now());
              return renderer
                ? renderer.renderFirstScreen({
                    unit: unit.unit,
                    params,
                    query: unitQuery,
                    pathname: unitPath,
                    language,
                    apiOrigin: apiUrl,
                    config,
                    deadline: unitDeadline,
                    publishedTexts: texts ? (namespaces: readonly string[]) => texts(language, namespaces) : undefined,
                    ...(signedIn ? { frame: true } : {}),
                  })
                : null;
            },
          }),
          FIRST_SCREEN_LIMIT_MS,
          `no first screen within ${FIRST_SCREEN_LIMIT_MS} ms`,
        );
        if (signedIn) {
          // The page's remote needs its texts before it can draw anything: they come with the frame, not after its code.
          const pageTexts = await textsOfPageRemote(pathname, routes, language);
          return compose(language, { ...boot, texts: { ...pageTexts, ...screen.texts }, data: {}, frame: true }, screen);
        }
        return compose(language, { ...boot, texts: screen.texts, data: screen.data }, screen);
      } catch (error) {
        console.error(`[klob] ${pathname} is answered without its first screen: ${(error as Error).message}`);
        return compose(language, boot, null);
      }
    },
  };
}
