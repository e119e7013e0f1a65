import { KB } from './bench-constants';

/**
 * The performance budgets of the platform, printed by `pnpm bench`. The JS of `/` is also enforced:
 * `pnpm budget` (in `pnpm test`, after the build) fails when it is over (first-load-budget.ts).
 */
export const BUDGETS = {
  /** JS (gzip) transferred by the first load of / . */
  homeJsGzipBytes: 200 * KB,
  /** Production build of all six apps together, as the root `pnpm build` runs them. */
  allAppsBuildSeconds: 60,
} as const;

export interface BudgetCheck {
  name: string;
  limit: number;
  /** null when the figure could not be measured. */
  actual: number | null;
  unit: 'bytes' | 's';
  status: 'PASS' | 'OVER' | 'NOT MEASURED';
}

const check = (name: string, limit: number, actual: number | null, unit: BudgetCheck['unit']): BudgetCheck => ({
  name,
  limit,
  actual,
  unit,
  status: actual === null ? 'NOT MEASURED' : actual <= limit ? 'PASS' : 'OVER',
});

export function checkBudgets(figures: { homeJsGzipBytes: number | null; allAppsBuildSeconds: number | null }): BudgetCheck[] {
  return [
    check('/ JS transferred (gzip)', BUDGETS.homeJsGzipBytes, figures.homeJsGzipBytes, 'bytes'),
    check('all six apps build', BUDGETS.allAppsBuildSeconds, figures.allAppsBuildSeconds, 's'),
  ];
}
