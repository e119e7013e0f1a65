import { figuresOfReport, medianFigures, type LighthouseFigures } from './lighthouse-figures';
import { lighthouseReport } from './report';

const report = (score: number | null, audits: Record<string, number>) => ({
  categories: { performance: { score } },
  audits: Object.fromEntries(Object.entries(audits).map(([id, numericValue]) => [id, { numericValue }])),
  environment: { benchmarkIndex: 1712.5 },
});

const AUDITS = {
  'largest-contentful-paint': 3720.4,
  'first-contentful-paint': 710,
  'total-blocking-time': 361,
  'cumulative-layout-shift': 0.0004,
  'speed-index': 1600,
};

test('reads the score as 0-100 and the timings from their audits', () => {
  expect(figuresOfReport(report(0.81, AUDITS))).toEqual({
    score: 81,
    lcpMs: 3720.4,
    fcpMs: 710,
    tbtMs: 361,
    cls: 0.0004,
    speedIndexMs: 1600,
    benchmarkIndex: 1712.5,
  });
});

test('a run without a score or a metric is an error, not a zero', () => {
  expect(() => figuresOfReport(report(null, AUDITS))).toThrow('no performance score');
  const { 'speed-index': _missing, ...withoutSpeedIndex } = AUDITS;
  expect(() => figuresOfReport(report(0.9, withoutSpeedIndex))).toThrow('speed-index');
});

test('each figure is the median of its own runs', () => {
  const run = (score: number, lcpMs: number, cls: number, benchmarkIndex: number): LighthouseFigures => ({
    score,
    lcpMs,
    fcpMs: 700,
    tbtMs: 300,
    cls,
    speedIndexMs: 1500,
    benchmarkIndex,
  });
  expect(medianFigures([run(80, 3900, 0.2, 640), run(75, 3600, 0, 700), run(90, 3700, 0.1, 610)])).toEqual(run(80, 3700, 0.1, 640));
});

const FIGURES = { score: 81, lcpMs: 3720, fcpMs: 710, tbtMs: 361.4, cls: 0, speedIndexMs: 1600, benchmarkIndex: 1712.5 };

test('the report prints one row per page, naming the path of a named page, with the CPU index of its host', () => {
  const lines = lighthouseReport([
    { page: '/', path: '/', runs: 3, cpuSlowdown: 4, ...FIGURES },
    { page: 'job detail', path: '/jobs/detail?id=7', runs: 3, cpuSlowdown: 4, ...FIGURES },
  ]).split('\n');
  expect(lines[0]).toMatch(/^Lighthouse mobile \(4x CPU, slow 4G; median of 3\)\s+perf\s+LCP\s+FCP\s+TBT\s+CLS\s+Speed Index\s+CPU index$/);
  expect(lines[2]).toMatch(/^\/\s+81\s+3\.72 s\s+0\.71 s\s+361 ms\s+0\.000\s+1\.60 s\s+1713$/);
  expect(lines[3]).toMatch(/^job detail \(\/jobs\/detail\?id=7\)\s+81/);
  expect(lines).toHaveLength(4); // the preset's host: no note
});

test("a host slower than the preset assumes gets the note under the table, from its pages' median index", () => {
  const lines = lighthouseReport([
    { page: '/', path: '/', runs: 3, cpuSlowdown: 4, ...FIGURES, benchmarkIndex: 610 },
    { page: '/jobs', path: '/jobs', runs: 3, cpuSlowdown: 4, ...FIGURES, benchmarkIndex: 655 },
    { page: '/home/kloboard', path: '/home/kloboard', runs: 3, cpuSlowdown: 4, ...FIGURES, benchmarkIndex: 1400 },
  ]).split('\n');
  expect(lines).toHaveLength(6);
  expect(lines[5]).toContain('CPU index is 655');
  expect(lines[5]).toContain('--cpu-slowdown 1');
  const calibrated = lighthouseReport([{ page: '/', path: '/', runs: 3, cpuSlowdown: 1, ...FIGURES, benchmarkIndex: 610 }]).split('\n');
  expect(calibrated[0]).toMatch(/^Lighthouse mobile \(1x CPU/);
  expect(calibrated).toHaveLength(3);
});

test('a run that measured no page says so instead of an empty table', () => {
  expect(lighthouseReport([])).toBe('Lighthouse mobile: no page was measured');
});
