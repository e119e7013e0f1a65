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
  test('one group per position, level and province, with its count, lowest minimum and highest maximum', () => {
    const groups = aggregateSalaries([
      row(6_000_000, 8_000_000),
      row(7_000_000, 11_000_000),
      row(5_000_000, 6_000_000, { province: 'Jawa Barat' }),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toEqual({
      position: 'Data Analyst',
      level: 'Staff',
      province: 'DKI Jakarta',
      vacancyCount: 2,
      minSalary: 6_000_000,
      medianSalary: 8_000_000,
      maxSalary: 11_000_000,
    });
  });

  test('the median is of the ranges midpoints: the middle one for an odd count', () => {
    const [group] = aggregateSalaries([row(4_000_000, 6_000_000), row(10_000_000, 12_000_000), row(6_000_000, 8_000_000)]);
    expect(group?.medianSalary).toBe(7_000_000);
  });

  test('groups are sorted by median, highest first; no vacancies give no groups', () => {
    const groups = aggregateSalaries([row(4_000_000, 5_000_000, { level: 'Junior' }), row(15_000_000, 20_000_000, { level: 'Manager' })]);
    expect(groups.map((g) => g.level)).toEqual(['Manager', 'Junior']);
    expect(aggregateSalaries([])).toEqual([]);
  });
});
