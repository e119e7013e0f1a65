import { parseAmount, parseDecimal } from './income-tax-calculator-page';

test('amounts may be typed with dot grouping or a decimal comma; anything else is refused', () => {
  expect(parseAmount('10.000.000')).toBe(10_000_000);
  expect(parseAmount('10000000')).toBe(10_000_000);
  expect(parseAmount('0,5')).toBe(0.5);
  expect(parseAmount('')).toBe(0);
  expect(parseAmount('sepuluh juta')).toBeNull();
  expect(parseAmount('-5')).toBeNull();
});

test('a rate keeps its decimal point or comma: 0.24 and 0,24 are the same JKK rate', () => {
  expect(parseDecimal('0.24')).toBe(0.24);
  expect(parseDecimal('0,24')).toBe(0.24);
  expect(parseDecimal('1.74')).toBe(1.74);
  expect(parseDecimal('abc')).toBeNull();
});
