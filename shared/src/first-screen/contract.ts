import type { Language } from '../i18n/languages';
import type { EnvironmentConfig } from '../services/services';
import type { TranslationTree } from '../api-contract/locale';

/**
 * Issue 25: an app's first-screen renderer, published with its build at this path (beside its entry; CommonJS) and
 * run by the shell's server to answer public pages with their content in the first HTML.
 */
export const FIRST_SCREEN_FILE = 'server/first-screen.cjs';

/** What the shell's server asks an app to render: one of its units for one page. */
export interface FirstScreenRequest {
  unit: string;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
  language: Language;
  /** The api as the server reaches it (absolute). */
  apiOrigin: string;
  config: EnvironmentConfig;
  /** Renders give up their data loads at this moment (ms since the epoch): the page is answered without them. */
  deadline: number;
  /**
   * The app's namespaces in `language` as its deployed build published them (dist/locales, read by the server), so a
   * republished text shows on the next page (issue 23); a namespace missing here comes from the renderer's own build.
   */
  publishedTexts?(namespaces: readonly string[]): Promise<Record<string, TranslationTree>>;
  /**
   * A signed-in page's frame (`BootData.frame`): someone is signed in, the server knows not who. The unit draws its page
   * as it stands before its data, with nothing loaded; an app that draws no frame for the page answers null.
   */
  frame?: boolean;
}

/** The unit's markup and what the browser needs to take it over without a jump. */
export interface FirstScreen {
  html: string;
  /** The server data the markup was rendered from, by `useServerData` key. */
  data: Record<string, unknown>;
  /** The unit's translation namespaces, in the request's language. */
  texts: Record<string, TranslationTree>;
}

/** What an app's first-screen file defines (CommonJS `module.exports`). */
export interface FirstScreenModule {
  renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null>;
  /** The shell's renderer only: a signed-in page's frame, from the request its first screen takes (`BootData.frame`). */
  renderSignedInFrame?(request: Record<string, unknown>): Promise<FirstScreen>;
}

/** The page's language, kept by the shell for its server (not a credential). */
export const LANGUAGE_COOKIE = 'klob_lang';
/** Set while someone is signed in on this browser (not a credential): the server then renders the frame only, never a guest's page. */
export const SIGNED_IN_COOKIE = 'klob_signed_in';

/** The value of cookie `name` in a `Cookie` header or `document.cookie` (`a=1; b=2`), or undefined. */
export const cookieOf = (cookies: string | undefined, name: string): string | undefined =>
  cookies
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The id of the element the shell renders its page into (its index.html): the server's first screen fills it. */
export const APP_ROOT_ID = 'root';
/** The id of the JSON the shell's server inlines into a page: its start-up data. */
export const BOOT_DATA_ELEMENT_ID = 'klob-boot';
/** Marks the slot element whose markup the server rendered, so the shell shows it until the unit has mounted. */
export const FIRST_SCREEN_SLOT_ATTRIBUTE = 'data-klob-first-screen';
/** Names the unit a slot holds (its federation id): on the slot while its unit loads and on the slot's server markup. */
export const UNIT_ATTRIBUTE = 'data-unit';
/** A slot whose unit is still loading (the shell's `LoadingSlot`): `pnpm budget` waits until none is left. */
export const LOADING_UNIT_SELECTOR = `[${UNIT_ATTRIBUTE}][aria-busy="true"]`;
/** The test id of a slot's fallback (`SlotFallback`) begins with this, the unit's name after it. */
export const SLOT_FALLBACK_TEST_ID_PREFIX = 'slot-fallback-';
/**
 * Marks the head tags (`<title>`, `<meta>`, `<link>`) the server put into a page from its first screen: the app owns the
 * head, and replaces a marked tag when it sets its own (issue 25: one description meta across a language switch).
 */
export const FIRST_SCREEN_HEAD_ATTRIBUTE = 'data-klob-first-screen-head';

/** The start-up data inlined into a page (issue 25): what the shell would otherwise fetch before its first render. */
export interface BootData {
  language: Language;
  remotes?: unknown;
  environment?: unknown;
  routes?: unknown;
  /** Namespaces in `language`, already published by their apps. */
  texts: Record<string, TranslationTree>;
  /** Server data by key (see `FirstScreen.data`). */
  data: Record<string, unknown>;
  /** The markup is a signed-in page's frame, not its first screen: the app renders the page afresh in its place. */
  frame?: boolean;
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment opener, no line separators. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
