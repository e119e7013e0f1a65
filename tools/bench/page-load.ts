import { chromium, type Browser } from 'playwright-core';
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

/**
 * The scripts of a first load (fresh context, empty cache) of `url`, once the network is idle:
 * the shell's and every remote's the page mounts. The browser asks for the encodings it always asks
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
    const [scripts, { firstPaint, requested }] = await Promise.all([Promise.all(measured), page.evaluate(paintTimings)]);
    return scripts.map((script) => {
      const requestedAt = requested[script.url];
      return { ...script, beforeFirstPaint: firstPaint !== null && requestedAt !== undefined && requestedAt < firstPaint };
    });
  } finally {
    await context.close();
  }
}
