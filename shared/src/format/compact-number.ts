import type { Language } from '../i18n/languages';
import { groupThousands } from './digits';

/**
 * spec 1 §9: amounts abbreviated for thousand, million, billion and trillion with one decimal.
 * The spec gives no suffixes: Indonesian uses rb (ribu), jt (juta), M (miliar), T (triliun)
 * after a space and a decimal comma; English uses K, M, B, T with a decimal point and no space.
 */
export const COMPACT_NUMBER_FORMATS: Record<
  Language,
  { suffixes: readonly [string, string, string, string]; decimalSeparator: string; thousandsSeparator: string; suffixSeparator: string }
> = {
  id: { suffixes: ['rb', 'jt', 'M', 'T'], decimalSeparator: ',', thousandsSeparator: '.', suffixSeparator: ' ' },
  en: { suffixes: ['K', 'M', 'B', 'T'], decimalSeparator: '.', thousandsSeparator: ',', suffixSeparator: '' },
};

const THOUSAND = 1000;
const SCALES = [THOUSAND ** 4, THOUSAND ** 3, THOUSAND ** 2, THOUSAND] as const;

/**
 * 1500 -> '1,5 rb' / '1.5K'; 2000000 -> '2 jt' / '2M'. The decimal is cut, not rounded, so an
 * amount never shows above its value (999999 -> '999,9 rb', never '1000 rb'); a '0' decimal is dropped.
 */
export function formatCompactNumber(value: number, language: Language = 'id'): string {
  const format = COMPACT_NUMBER_FORMATS[language];
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const scaleIndex = SCALES.findIndex((scale) => magnitude >= scale);
  const scale = scaleIndex === -1 ? 1 : SCALES[scaleIndex]!;
  // Work in tenths as integers to avoid float drift (e.g. 1.1e6 / 1e6 * 10 = 10.999...).
  const tenths = Math.floor(Math.round((magnitude / scale) * 10 * 1e6) / 1e6);
  const whole = groupThousands(String(Math.floor(tenths / 10)), format.thousandsSeparator);
  const decimal = tenths % 10;
  const number = decimal === 0 ? whole : `${whole}${format.decimalSeparator}${decimal}`;
  const suffix = scaleIndex === -1 ? '' : `${format.suffixSeparator}${format.suffixes[SCALES.length - 1 - scaleIndex]}`;
  return `${sign}${number}${suffix}`;
}
