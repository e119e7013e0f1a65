import * as yup from 'yup';
import type { TFunction } from 'i18next';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_POLICY,
  PHONE_PATTERN,
  VERIFICATION_CODE_LENGTH,
} from '@klob/shared/api-contract/identity';

/** The rules the api enforces (spec 1 §5 leaves the bounds open), checked in the form first. */
const passwordRule = (t: TFunction) =>
  yup
    .string()
    .required(t('validation.passwordRequired'))
    .max(PASSWORD_POLICY.maxLength, t('validation.passwordTooLong', { max: PASSWORD_POLICY.maxLength }))
    .test('policy', t('validation.passwordPolicy', { min: PASSWORD_POLICY.minLength }), (value = '') => meetsPasswordPolicy(value));

export function meetsPasswordPolicy(value: string): boolean {
  return (
    value.length >= PASSWORD_POLICY.minLength &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value) &&
    new TextEncoder().encode(value).length <= PASSWORD_POLICY.maxUtf8Bytes
  );
}

const emailRule = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('validation.emailRequired'))
    .max(EMAIL_MAX_LENGTH, t('validation.maxCharacters', { max: EMAIL_MAX_LENGTH }))
    .email(t('validation.emailInvalid'));

const retypeRule = (t: TFunction, field: string) =>
  yup
    .string()
    .required(t('validation.retypeRequired'))
    .oneOf([yup.ref(field)], t('password.mismatch'));

const codeRule = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('validation.codeRequired'))
    .matches(new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`), t('validation.codeInvalid', { length: VERIFICATION_CODE_LENGTH }));

export const loginSchema = (t: TFunction) =>
  yup.object({ email: emailRule(t), password: yup.string().required(t('validation.passwordRequired')) });
export type LoginValues = yup.InferType<ReturnType<typeof loginSchema>>;

export const registerSchema = (t: TFunction) =>
  yup.object({
    firstName: yup
      .string()
      .trim()
      .required(t('validation.firstNameRequired'))
      .max(NAME_MAX_LENGTH, t('validation.maxCharacters', { max: NAME_MAX_LENGTH })),
    lastName: yup
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, t('validation.maxCharacters', { max: NAME_MAX_LENGTH }))
      .default(''),
    email: emailRule(t),
    phone: yup.string().trim().matches(new RegExp(PHONE_PATTERN), t('validation.phoneInvalid')).default(''),
    password: passwordRule(t),
    retypePassword: retypeRule(t, 'password'),
  });
export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;

export const emailOnlySchema = (t: TFunction) => yup.object({ email: emailRule(t) });
export type EmailOnlyValues = yup.InferType<ReturnType<typeof emailOnlySchema>>;

export const codeSchema = (t: TFunction) => yup.object({ code: codeRule(t) });
export type CodeValues = yup.InferType<ReturnType<typeof codeSchema>>;

export const newPasswordSchema = (t: TFunction) =>
  yup.object({ code: codeRule(t), newPassword: passwordRule(t), retypePassword: retypeRule(t, 'newPassword') });
export type NewPasswordValues = yup.InferType<ReturnType<typeof newPasswordSchema>>;
