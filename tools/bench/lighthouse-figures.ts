import { median } from './median';

/** The figures of one Lighthouse run (ms, except the score 0-100 and CLS). */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Lighthouse's `benchmarkIndex` of the host ("CPU/Memory Power" in its report): simulated throttling multiplies
   * the CPU time the host spent, so the same page reads slower on a slower host; the classes Lighthouse's 4x is
   * meant for are in cpu-calibration.ts.
   */
  benchmarkIndex: number;
}

export interface LighthouseResult extends LighthouseFigures {
  page: string;
  path: string;
  runs: number;
  cpuSlowdown: number;
}

/** The run's figures from Lighthouse's report (its default config is the mobile preset with simulated throttling). */
export function figuresOfReport(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}): LighthouseFigures {
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
  return {
    score: Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median of every figure over the runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
