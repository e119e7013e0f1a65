import { BUDGETS, checkBudgets } from './budgets';

test('a figure at or under its budget passes, above it is over, a missing one is not measured', () => {
  const [home, build] = checkBudgets({ homeJsGzipBytes: BUDGETS.homeJsGzipBytes, allAppsBuildSeconds: BUDGETS.allAppsBuildSeconds + 0.1 });
  expect(home!.status).toBe('PASS');
  expect(build!.status).toBe('OVER');
  expect(checkBudgets({ homeJsGzipBytes: null, allAppsBuildSeconds: 1 })[0]!.status).toBe('NOT MEASURED');
});
