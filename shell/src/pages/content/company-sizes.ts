import type { TFunction } from 'i18next';
import { COMPANY_SIZES } from '@klob/shared/api-contract/site';

const SIZE_KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** The company-size choices of the business forms, labelled in the current language. */
export const companySizeOptions = (t: TFunction) =>
  COMPANY_SIZES.map((value, index) => ({ value, label: t(`common.sizes.${SIZE_KEYS[index]}`) }));
