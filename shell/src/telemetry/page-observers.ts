import type { TelemetryReport } from './report-telemetry';
import { sourceOfNode, sourceOfStack, type SourceOf } from './source-attribution';

/** Chromium's Long Animation Frames API (not in TypeScript's DOM types yet). */
interface ScriptTiming {
  sourceURL: string;
  duration: number;
}
interface LongAnimationFrame extends PerformanceEntry {
  scripts: ScriptTiming[];
}
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}
interface LargestContentfulPaint extends PerformanceEntry {
  element: Element | null;
}
interface EventTiming extends PerformanceEntry {
  target?: Node | null;
  interactionId?: number;
}

/** An interaction slower than this is one users feel (the INP "good" limit is 200 ms). */
const SLOW_INTERACTION_MS = 100;

function observe<T extends PerformanceEntry>(type: string, onEntries: (entries: T[]) => void, options: Record<string, unknown> = {}) {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return () => undefined;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries() as T[]));
  observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
  return () => observer.disconnect();
}

/**
 * What the page tells about its parts (issue 24): errors and rejections by the script that threw, slow
 * frames by the scripts that ran in them (Long Animation Frames name each script's URL), layout shifts,
 * the largest paint and slow interactions by the slot their element sits in. Answers the function that stops.
 */
export function observePage(report: (event: TelemetryReport) => void, sourceOf: SourceOf): () => void {
  const onError = (event: ErrorEvent) => {
    const source = sourceOf(event.filename) ?? sourceOfStack((event.error as Error | undefined)?.stack, sourceOf);
    if (source) report({ source, kind: 'error', value: 1, detail: `unhandled: ${event.message}` });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as Error | undefined;
    const source = sourceOfStack(reason?.stack, sourceOf);
    if (source) report({ source, kind: 'error', value: 1, detail: `unhandled rejection: ${reason?.message ?? String(event.reason)}` });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  let largestPaint: { source: string; at: number } | null = null;
  const stops = [
    observe<LongAnimationFrame>('long-animation-frame', (frames) => {
      for (const frame of frames) {
        for (const script of frame.scripts) {
          const source = sourceOf(script.sourceURL);
          if (source && script.duration > 0) report({ source, kind: 'long-task', value: Math.round(script.duration) });
        }
      }
    }),
    observe<LayoutShift>('layout-shift', (shifts) => {
      for (const shift of shifts) {
        if (!shift.hadRecentInput && shift.value > 0)
          report({ source: sourceOfNode(shift.sources[0]?.node), kind: 'cls', value: shift.value });
      }
    }),
    observe<LargestContentfulPaint>('largest-contentful-paint', (paints) => {
      const last = paints.at(-1);
      if (last) largestPaint = { source: sourceOfNode(last.element), at: Math.round(last.startTime) };
    }),
    observe<EventTiming>(
      'event',
      (events) => {
        for (const event of events) {
          if (event.interactionId) report({ source: sourceOfNode(event.target), kind: 'inp', value: Math.round(event.duration) });
        }
      },
      { durationThreshold: SLOW_INTERACTION_MS },
    ),
  ];
  // The largest paint is final once the page is hidden (or left): reported once.
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || !largestPaint) return;
    report({ source: largestPaint.source, kind: 'lcp', value: largestPaint.at });
    largestPaint = null;
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onHidden);
    for (const stop of stops) stop();
  };
}
