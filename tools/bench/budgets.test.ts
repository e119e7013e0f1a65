import { BUDGETS, checkBudgets } from './budgets';

test('a figure at or under its budget passes, above it is over, a missing one is not measured', () => {
  expect(checkBudgets({ allAppsBuildSeconds: BUDGETS.allAppsBuildSeconds })[0]!.status).toBe('PASS');
  expect(checkBudgets({ allAppsBuildSeconds: BUDGETS.allAppsBuildSeconds + 0.1 })[0]!.status).toBe('OVER');
  expect(checkBudgets({ allAppsBuildSeconds: null })[0]!.status).toBe('NOT MEASURED');
});
