import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { SITE_NAME_MAX_LENGTH, SITE_PHONE_PATTERN } from '@klob/shared/api-contract/site';
import { EMAIL_MAX_LENGTH } from '@klob/shared/api-contract/identity';

/** The field rules the site calls share with the api (same bounds as its schemas). */
export const requiredName = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('common.required'))
    .max(SITE_NAME_MAX_LENGTH, t('common.tooLong', { max: SITE_NAME_MAX_LENGTH }));

export const requiredEmail = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('common.required'))
    .max(EMAIL_MAX_LENGTH, t('common.tooLong', { max: EMAIL_MAX_LENGTH }))
    .email(t('common.invalidEmail'));

export const phoneRule = (t: TFunction) =>
  yup
    .string()
    .trim()
    .test('phone', t('common.invalidPhone'), (value) => !value || SITE_PHONE_PATTERN.test(value));

export const requiredPhone = (t: TFunction) => phoneRule(t).required(t('common.required'));

/** Sends only filled optional fields: the api refuses an empty phone or website. */
export const withoutEmpty = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== undefined)) as T;
