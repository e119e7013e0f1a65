import type { Page } from '@playwright/test';

/** One layout shift the user did not cause: its score and what moved (element, box before -> after). */
export interface RecordedShift {
  value: number;
  sources: string[];
}

const RECORDER = '__klobLayoutShifts';

/**
 * Records every layout shift without recent input from the first paint on: installed before the
 * navigation, so nothing the page does while it loads escapes it (Chromium's 'layout-shift' entries).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript((recorder) => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    Object.assign(window, { [recorder]: shifts });
    const describe = (node: Node | null): string => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      const names: string[] = [];
      for (let current = element; current && names.length < 3; current = current.parentElement) {
        const testId = current.getAttribute('data-testid');
        names.push(`${current.tagName.toLowerCase()}${current.id ? `#${current.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}`);
      }
      return names.join(' < ') || 'a text node';
    };
    type ShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${describe(source.node)} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}, ` +
              `height ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, RECORDER);
}

/**
 * The shifts recorded so far, once the page has settled: no request for half a second, every image
 * on the first screen loaded or failed (lazy ones further down never load), and two frames painted
 * after that (so the last entries are delivered).
 */
export async function settledLayoutShifts(page: Page): Promise<RecordedShift[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top >= innerHeight),
  );
  return layoutShiftsSoFar(page);
}

/** The shifts recorded so far, two painted frames from now (so the last entries are delivered); the page need not be idle. */
export function layoutShiftsSoFar(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(
    (recorder) =>
      new Promise<RecordedShift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as Record<string, RecordedShift[]>)[recorder]!)),
        ),
      ),
    RECORDER,
  );
}

export const cumulativeShift = (shifts: RecordedShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
