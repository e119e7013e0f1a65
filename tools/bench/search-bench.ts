import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import { distDirOf, type PlatformPorts } from '../platform/processes';
import { KB } from './bench-constants';
import { launchChromium } from './page-load';

/** Keywords of the demo data, each typed SEARCH_ROUNDS times. */
const SEARCH_KEYWORDS = ['developer', 'gaji', 'staf', 'manager', 'jawa', 'wawancara', 'data', 'chef', 'bank', 'desain'] as const;
const SEARCH_ROUNDS = 3;

export interface SearchBenchResult {
  /** Every JS file of mf-search's production build (shared-package fallbacks included), gzip-compressed (level 9) one by one. */
  remoteJsGzipBytes: number;
  /** What a visitor's `/` transfers from mf-search's server when the header box is first opened. */
  boxOpenTransferredBytes: number;
  /** Last keystroke to suggestions shown, minus the SEARCH_DEBOUNCE_MS pause: median and 95th percentile in ms. */
  keystrokeToSuggestions: { samples: number; medianMs: number; p95Ms: number } | null;
}

function remoteJsGzipBytes(): number {
  const dist = distDirOf('mf_search');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * The search remote's figures (issue 10): its own JS, what opening the header box costs a visitor's
 * `/`, and the time from the last keystroke to the suggestions on screen in Chromium against the
 * running api, without the debounce pause. A benchmark: nothing here fails a run.
 */
export async function measureSearch(shellUrl: string, ports: PlatformPorts): Promise<SearchBenchResult> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    await page.goto(`${shellUrl}/`, { waitUntil: 'networkidle' });

    let boxOpenTransferredBytes = 0;
    page.on('requestfinished', (request) => {
      if (Number(new URL(request.url()).port) !== ports.mf_search) return;
      void request.sizes().then((sizes) => (boxOpenTransferredBytes += sizes.responseBodySize));
    });
    await page.getByTestId('search-box-stand-in').click();
    const input = page.getByTestId('search-box').getByRole('combobox');
    await input.waitFor();
    await page.waitForLoadState('networkidle');

    // In the page: the time of the last input event, and when the list first shows options answering its keyword.
    await input.evaluate((element: HTMLInputElement) => {
      const marks = { typedAt: 0, shownAt: 0 };
      (window as unknown as { searchBenchMarks: typeof marks }).searchBenchMarks = marks;
      element.addEventListener('input', () => {
        marks.typedAt = performance.now();
        marks.shownAt = 0;
      });
      new MutationObserver(() => {
        if (!marks.typedAt || marks.shownAt) return;
        const list = document.querySelector('[role="listbox"]');
        const keyword = element.value.trim();
        if (keyword && list?.getAttribute('data-answered-keyword') === keyword && list.querySelector('[role="option"]'))
          marks.shownAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-answered-keyword'] });
    });

    const samples: number[] = [];
    for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
      for (const keyword of SEARCH_KEYWORDS) {
        await input.fill('');
        await input.fill(keyword);
        await page.waitForFunction(() => (window as unknown as { searchBenchMarks: { shownAt: number } }).searchBenchMarks.shownAt > 0);
        const { typedAt, shownAt } = await page.evaluate(
          () => (window as unknown as { searchBenchMarks: { typedAt: number; shownAt: number } }).searchBenchMarks,
        );
        samples.push(shownAt - typedAt - SEARCH_DEBOUNCE_MS);
      }
    }
    await context.close();
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      remoteJsGzipBytes: remoteJsGzipBytes(),
      boxOpenTransferredBytes,
      keystrokeToSuggestions: sorted.length
        ? { samples: sorted.length, medianMs: Math.round(percentile(sorted, 0.5)), p95Ms: Math.round(percentile(sorted, 0.95)) }
        : null,
    };
  } finally {
    await browser.close();
  }
}

export function searchBenchReport(result: SearchBenchResult): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const timing = result.keystrokeToSuggestions
    ? `median ${result.keystrokeToSuggestions.medianMs} ms, p95 ${result.keystrokeToSuggestions.p95Ms} ms over ${result.keystrokeToSuggestions.samples} keywords`
    : 'not measured';
  return [
    `mf-search JS, every file of its build with the fallbacks of shared packages (gzip): ${kb(result.remoteJsGzipBytes)}`,
    `mf-search on first opening of the header box on /: ${kb(result.boxOpenTransferredBytes)} transferred`,
    `last keystroke to suggestions shown (without the ${SEARCH_DEBOUNCE_MS} ms pause): ${timing}`,
  ].join('\n');
}

/** Measures and reports in one call, for `pnpm bench`; a failure is reported, never thrown. */
export async function searchBenchSection(shellUrl: string, ports: PlatformPorts, onProgress: (line: string) => void): Promise<string> {
  onProgress('search box: remote JS and keystroke-to-suggestions time...');
  try {
    return searchBenchReport(await measureSearch(shellUrl, ports));
  } catch (error) {
    return `search box bench: FAILED ${error instanceof Error ? error.message : String(error)}`;
  }
}
