import { chromium, type Browser, type Page } from 'playwright-core';
import {
  APP_ROOT_ID,
  FIRST_SCREEN_SLOT_ATTRIBUTE,
  LOADING_UNIT_SELECTOR,
  SLOT_FALLBACK_TEST_ID_PREFIX,
} from '@klob/shared/first-screen/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../platform/chromium';
import { STATIC_APPS, type PlatformPorts, type StaticApp } from '../platform/processes';

/** One script the page loaded, as it came over the wire. */
export interface LoadedScript {
  url: string;
  /** The app whose server answered it (by port), or null for another origin. */
  app: StaticApp | null;
  /** Body bytes on the wire (compressed unless the server sent it raw, e.g. under its compression threshold). */
  transferredBytes: number;
  /** Body bytes once decoded: the file's size. */
  rawBytes: number;
  encoding: string | null;
  /** Requested before the page's first contentful paint (false when the page never painted). */
  beforeFirstPaint: boolean;
}

/** When each script was requested, against the first contentful paint, in the page's own clock. */
const paintTimings = () => ({
  firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  requested: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
});

const appOfUrl = (url: string, ports: PlatformPorts): StaticApp | null => {
  const port = Number(new URL(url).port);
  return STATIC_APPS.find((app) => ports[app] === port) ?? null;
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });

/** Runs `measure` with a Chromium of its own, closed afterwards whatever happens. */
export async function withChromium<T>(measure: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}

/** How long no request may be in flight for the network to count as idle (Playwright's `networkidle`). */
const NETWORK_QUIET_MS = 500;
/** How long a page's units may take to mount before the load counts as broken. */
const UNITS_MOUNTED_WITHIN_MS = 30_000;

/** Resolves once no request of `page` has been in flight for NETWORK_QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settleLater = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, NETWORK_QUIET_MS);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settleLater();
    };
    function done() {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settleLater();
  });
}

/**
 * The load is over once the page's units have mounted and the network is idle after that: the shell's start-up
 * yields to the browser between its steps, and that work alone can outlast network idle's quiet before a unit's
 * remote is asked for. A unit has mounted when its slot's server markup has left the slot's first element, and when
 * it no longer shows its loading state (a page the server rendered no slot for).
 */
async function unitsMounted(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ slotAttribute, rootId, loadingUnit }) =>
      (document.getElementById(rootId)?.childElementCount ?? 0) > 0 &&
      !document.querySelector(loadingUnit) &&
      Array.from(document.querySelectorAll(`[${slotAttribute}]`)).every((slot) => slot.childElementCount === 0),
    { slotAttribute: FIRST_SCREEN_SLOT_ATTRIBUTE, rootId: APP_ROOT_ID, loadingUnit: LOADING_UNIT_SELECTOR },
    { timeout: UNITS_MOUNTED_WITHIN_MS },
  );
  await networkQuiet(page);
  const fallbacks = await page.evaluate(
    (prefix) => Array.from(document.querySelectorAll(`[data-testid^="${prefix}"]`), (fallback) => fallback.getAttribute('data-testid')),
    SLOT_FALLBACK_TEST_ID_PREFIX,
  );
  if (fallbacks.length > 0) throw new Error(`${page.url()} did not load whole: ${fallbacks.join(', ')} showed instead of its unit`);
}

/**
 * The scripts of a first load (fresh context, empty cache) of `url`, once the network is idle and the page's
 * units have mounted: the shell's and every remote's the page mounts. The browser asks for the encodings it always asks
 * for (brotli included), so the bytes are what it really downloads; `acceptEncoding` narrows that
 * (the bench's package split is measured in gzip).
 */
export async function scriptsOfFirstLoad(
  browser: Browser,
  url: string,
  ports: PlatformPorts,
  acceptEncoding?: string,
): Promise<LoadedScript[]> {
  const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {});
  try {
    const page = await context.newPage();
    const measured: Promise<Omit<LoadedScript, 'beforeFirstPaint'>>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      measured.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const body = response ? await response.body() : Buffer.alloc(0);
          const encoding = response ? ((await response.headerValue('content-encoding')) ?? null) : null;
          return {
            url: request.url(),
            app: appOfUrl(request.url(), ports),
            transferredBytes: sizes.responseBodySize,
            rawBytes: body.length,
            encoding,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await unitsMounted(page);
    const [scripts, { firstPaint, requested }] = await Promise.all([Promise.all(measured), page.evaluate(paintTimings)]);
    return scripts.map((script) => {
      const requestedAt = requested[script.url];
      return { ...script, beforeFirstPaint: firstPaint !== null && requestedAt !== undefined && requestedAt < firstPaint };
    });
  } finally {
    await context.close();
  }
}
