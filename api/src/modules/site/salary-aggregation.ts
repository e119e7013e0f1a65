import type { SalaryGroup, SalaryGroupBy } from '@klob/shared/api-contract/site';

/** One vacancy with a visible salary range (Rupiah per month). */
export interface SalaryRow {
  position: string;
  level: string;
  province: string;
  salaryMin: number;
  salaryMax: number;
}

const median = (sorted: readonly number[]): number => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * Groups vacancies by one of position, level or province: the lowest advertised minimum, the
 * highest advertised maximum, and the median of the ranges' midpoints (what a typical offer
 * pays). Groups come sorted by median, highest first.
 */
export function aggregateSalaries(rows: readonly SalaryRow[], groupBy: SalaryGroupBy): SalaryGroup[] {
  const groups = new Map<string, SalaryRow[]>();
  for (const row of rows) groups.set(row[groupBy], [...(groups.get(row[groupBy]) ?? []), row]);
  return [...groups.entries()]
    .map(([key, members]) => {
      const midpoints = members.map((m) => (m.salaryMin + m.salaryMax) / 2).sort((a, b) => a - b);
      return {
        key,
        vacancyCount: members.length,
        minSalary: Math.min(...members.map((m) => m.salaryMin)),
        medianSalary: median(midpoints),
        maxSalary: Math.max(...members.map((m) => m.salaryMax)),
      };
    })
    .sort((a, b) => b.medianSalary - a.medianSalary || a.key.localeCompare(b.key));
}
