import { formatCompactNumber } from './compact-number';

describe('formatCompactNumber', () => {
  test('S1-9-18 abbreviates thousand, million, billion and trillion with one decimal, in Indonesian', () => {
    expect(formatCompactNumber(1500)).toBe('1,5 rb');
    expect(formatCompactNumber(2_000_000)).toBe('2 jt');
    expect(formatCompactNumber(3_250_000_000)).toBe('3,2 M');
    expect(formatCompactNumber(1_100_000_000_000)).toBe('1,1 T');
  });

  test('S1-9-18 abbreviates thousand, million, billion and trillion with one decimal, in English', () => {
    expect(formatCompactNumber(1500, 'en')).toBe('1.5K');
    expect(formatCompactNumber(2_000_000, 'en')).toBe('2M');
    expect(formatCompactNumber(3_250_000_000, 'en')).toBe('3.2B');
    expect(formatCompactNumber(1_100_000_000_000, 'en')).toBe('1.1T');
  });

  test('cuts the decimal rather than rounding up past the unit', () => {
    expect(formatCompactNumber(999_999)).toBe('999,9 rb');
    expect(formatCompactNumber(1_099_999, 'en')).toBe('1M');
    expect(formatCompactNumber(1_100_000, 'en')).toBe('1.1M');
  });

  test('leaves amounts under a thousand as they are and keeps the sign', () => {
    expect(formatCompactNumber(950)).toBe('950');
    expect(formatCompactNumber(0, 'en')).toBe('0');
    expect(formatCompactNumber(-1500, 'en')).toBe('-1.5K');
  });

  test('beyond trillions stays in trillions with grouped digits', () => {
    expect(formatCompactNumber(2_500_000_000_000_000)).toBe('2.500 T');
    expect(formatCompactNumber(2_500_000_000_000_000, 'en')).toBe('2,500T');
  });
});
