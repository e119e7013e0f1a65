import { aggregateSalaries, type SalaryRow } from './salary-aggregation.js';

const row = (salaryMin: number, salaryMax: number, overrides: Partial<SalaryRow> = {}): SalaryRow => ({
  position: 'Data Analyst',
  level: 'Staff',
  province: 'DKI Jakarta',
  salaryMin,
  salaryMax,
  ...overrides,
});

describe('aggregateSalaries', () => {
  test('one group per value of the grouping, with its count, lowest minimum and highest maximum', () => {
    const rows = [row(6_000_000, 8_000_000), row(7_000_000, 11_000_000), row(5_000_000, 6_000_000, { province: 'Jawa Barat' })];
    expect(aggregateSalaries(rows, 'province')).toEqual([
      { key: 'DKI Jakarta', vacancyCount: 2, minSalary: 6_000_000, medianSalary: 8_000_000, maxSalary: 11_000_000 },
      { key: 'Jawa Barat', vacancyCount: 1, minSalary: 5_000_000, medianSalary: 5_500_000, maxSalary: 6_000_000 },
    ]);
    expect(aggregateSalaries(rows, 'level')).toEqual([
      { key: 'Staff', vacancyCount: 3, minSalary: 5_000_000, medianSalary: 7_000_000, maxSalary: 11_000_000 },
    ]);
  });

  test('the median is of the ranges midpoints: the middle one for an odd count, the mean of the middle two for an even one', () => {
    expect(
      aggregateSalaries([row(4_000_000, 6_000_000), row(10_000_000, 12_000_000), row(6_000_000, 8_000_000)], 'position')[0]?.medianSalary,
    ).toBe(7_000_000);
    expect(aggregateSalaries([row(4_000_000, 6_000_000), row(6_000_000, 8_000_000)], 'position')[0]?.medianSalary).toBe(6_000_000);
  });

  test('groups are sorted by median, highest first; no vacancies give no groups', () => {
    const groups = aggregateSalaries(
      [row(4_000_000, 5_000_000, { level: 'Junior' }), row(15_000_000, 20_000_000, { level: 'Manager' })],
      'level',
    );
    expect(groups.map((g) => g.key)).toEqual(['Manager', 'Junior']);
    expect(aggregateSalaries([], 'level')).toEqual([]);
  });
});
