import { groupThousands } from './digits';

/** spec 1 §9: 'Rp ' with dot thousands separators and a ',-' suffix. */
const RUPIAH_PREFIX = 'Rp ';
const RUPIAH_SUFFIX = ',-';
const RUPIAH_THOUSANDS_SEPARATOR = '.';

/** Whole rupiah with dot separators and the sign in front; a non-finite amount counts as 0. */
function rupiahDigits(amount: number): { sign: string; digits: string } {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  return {
    sign: whole < 0 ? '-' : '',
    digits: groupThousands(String(Math.abs(whole)), RUPIAH_THOUSANDS_SEPARATOR),
  };
}

/** 1500000 -> 'Rp 1.500.000,-' (spec 1 §9). */
export function formatRupiah(amount: number): string {
  const { sign, digits } = rupiahDigits(amount);
  return `${sign}${RUPIAH_PREFIX}${digits}${RUPIAH_SUFFIX}`;
}
