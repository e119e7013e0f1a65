import type { Language } from '../i18n/languages';
import { COMPACT_NUMBER_FORMATS } from './compact-number';

/** Decimals kept by formatDecimal: rates such as 0,24% or 1,74% need two. */
const MAX_DECIMALS = 2;

/**
 * A number in the language's format with at most two decimals and no trailing zeros:
 * 0.24 -> '0,24' in Indonesian, '0.24' in English (issue 21: Indonesian number format everywhere in id).
 */
export function formatDecimal(value: number, language: Language = 'id'): string {
  if (!Number.isFinite(value)) return '0';
  const text = String(Number(value.toFixed(MAX_DECIMALS)));
  return text.replace('.', COMPACT_NUMBER_FORMATS[language].decimalSeparator);
}

/** A percentage: 2.5 -> '2,5%' (id) / '2.5%' (en). */
export const formatPercent = (percent: number, language: Language = 'id'): string => `${formatDecimal(percent, language)}%`;
