import { monolithComparisonReport, type BuildLoad } from './monolith-report';
import { PACKAGE_GROUPS } from './package-groups';
import type { GroupBytes } from './source-attribution';

const groups = (values: Partial<GroupBytes>): GroupBytes =>
  Object.fromEntries(PACKAGE_GROUPS.map((group) => [group, values[group] ?? 0])) as GroupBytes;

const load = (overrides: Partial<BuildLoad>): BuildLoad => ({
  jsBytes: 0,
  scripts: 0,
  federationRequests: 0,
  byGroup: groups({}),
  lcpMs: 0,
  score: 0,
  ...overrides,
});

test('prints the ratios federated/monolithic and the groups the bytes differ by', () => {
  const report = monolithComparisonReport({
    page: '/',
    monolithBuildSeconds: 16.2,
    federated: load({
      jsBytes: 200 * 1024,
      lcpMs: 4000,
      score: 64,
      scripts: 27,
      federationRequests: 2,
      byGroup: groups({ 'MF runtime': 29 * 1024 }),
    }),
    monolithic: load({ jsBytes: 160 * 1024, lcpMs: 3200, score: 73, scripts: 6, byGroup: groups({ React: 1024 }) }),
  });
  expect(report).toMatch(/JS transferred until network idle\s+200\.0 KB\s+160\.0 KB\s+1\.25x/);
  expect(report).toMatch(/LCP \(Lighthouse mobile, median\)\s+4\.00 s\s+3\.20 s\s+1\.25x/);
  expect(report).toMatch(/remote manifests \+ entries fetched\s+2\s+0\s+-/);
  expect(report).toMatch(/MF runtime\s+29\.0 KB\s+0\.0 KB\s+\+29\.0 KB/);
  expect(report).toMatch(/React\s+0\.0 KB\s+1\.0 KB\s+-1\.0 KB/);
});
