import { formatRupiah } from './currency';

describe('formatRupiah', () => {
  test("S1-9-16 formats as 'Rp ' with dot thousands separators and a ',-' suffix", () => {
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000,-');
    expect(formatRupiah(999)).toBe('Rp 999,-');
    expect(formatRupiah(1000)).toBe('Rp 1.000,-');
    expect(formatRupiah(0)).toBe('Rp 0,-');
    expect(formatRupiah(1234567890123)).toBe('Rp 1.234.567.890.123,-');
  });

  test('rounds to whole rupiah and keeps the sign in front', () => {
    expect(formatRupiah(1499.5)).toBe('Rp 1.500,-');
    expect(formatRupiah(-25000)).toBe('-Rp 25.000,-');
  });

  test('an unreadable amount shows as 0', () => {
    expect(formatRupiah(Number.NaN)).toBe('Rp 0,-');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('Rp 0,-');
  });
});
