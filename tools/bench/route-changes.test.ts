import { routeChangeReport } from './route-changes';

test('prints each move with its medians, the scripts still fetched after the click, and the verdict against the goals', () => {
  const lines = routeChangeReport([
    { name: '/ -> /jobs', coldMs: 812.4, preloadedMs: 120, coldScriptsAfterClick: 4, preloadedScriptsAfterClick: 0, runs: 5 },
  ]).split('\n');
  expect(lines[0]).toMatch(/median of 5\).*cold \(goal 400 ms\).*hovered \+ idle \(goal 150 ms\)$/);
  expect(lines[2]).toMatch(/^\/ -> \/jobs\s+812 ms \(4 scripts\) OVER\s+120 ms \(0 scripts\) ok$/);
});
