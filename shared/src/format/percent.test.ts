import { formatDecimal, formatPercent } from './percent';

test('a percentage uses the decimal comma in Indonesian and the point in English, at most two decimals', () => {
  expect(formatPercent(2.5, 'id')).toBe('2,5%');
  expect(formatPercent(2.5, 'en')).toBe('2.5%');
  expect(formatPercent(0.0024 * 100, 'id')).toBe('0,24%');
  expect(formatPercent(1.74, 'en')).toBe('1.74%');
  expect(formatPercent(5, 'id')).toBe('5%');
  expect(formatDecimal(0.125, 'id')).toBe('0,13');
  expect(formatDecimal(Number.NaN, 'id')).toBe('0');
});
