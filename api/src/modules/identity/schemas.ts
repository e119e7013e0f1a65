import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_PATTERN, VERIFICATION_CODE_LENGTH } from '@klob/shared/api-contract/identity';
import { plainNameField } from '../../http/plain-name.js';

/** Long enough for any password the policy accepts; the policy itself is checked in the service (InvalidPasswordException). */
const PASSWORD_FIELD_MAX_LENGTH = 256;
const USER_ID_MAX_LENGTH = 64;
const REFRESH_TOKEN_MAX_LENGTH = 512;

const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_FIELD_MAX_LENGTH });
const Code = Type.String({ pattern: `^[0-9]{${VERIFICATION_CODE_LENGTH}}$` });

export const FindByEmailLoginQuery = Type.Object({ emailLogin: Email });
export type FindByEmailLoginQuery = Static<typeof FindByEmailLoginQuery>;

export const EmailPasswordBody = Type.Object({ email: Email, password: Password });
export type EmailPasswordBody = Static<typeof EmailPasswordBody>;

/** userId plus whatever else the login form holds (S1-7-05); the other values are not used. */
export const LoginOnSuccessBody = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: USER_ID_MAX_LENGTH }) },
  { additionalProperties: true },
);
export type LoginOnSuccessBody = Static<typeof LoginOnSuccessBody>;

/** Extra registration form values (retype password, audience...) are accepted and ignored. */
export const NewUserBody = Type.Object(
  {
    firstName: plainNameField({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' }),
    lastName: Type.Optional(plainNameField({ maxLength: NAME_MAX_LENGTH })),
    email: Email,
    password: Password,
    phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
  },
  { additionalProperties: true },
);
export type NewUserBody = Static<typeof NewUserBody>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const ConfirmSignUpBody = Type.Object({ email: Email, code: Code });
export type ConfirmSignUpBody = Static<typeof ConfirmSignUpBody>;

export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ConfirmForgotPasswordBody = Type.Object({ email: Email, code: Code, newPassword: Password });
export type ConfirmForgotPasswordBody = Static<typeof ConfirmForgotPasswordBody>;

const RefreshToken = Type.String({ minLength: 1, maxLength: REFRESH_TOKEN_MAX_LENGTH });

export const RefreshTokenBody = Type.Object({ refreshToken: RefreshToken });
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;

export const SignOutBody = Type.Object({ refreshToken: RefreshToken, global: Type.Optional(Type.Boolean()) });
export type SignOutBody = Static<typeof SignOutBody>;

export const MailboxQuery = Type.Object({ email: Email });
export type MailboxQuery = Static<typeof MailboxQuery>;

/** The shell's `state` (random, URL-safe) and the provider's code, as the return URL carries them. */
const OAuthToken = Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9_-]+$' });
export const OAuthProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 32 }) });
export type OAuthProviderParams = Static<typeof OAuthProviderParams>;
export const OAuthExchangeBody = Type.Object({ code: OAuthToken, state: OAuthToken });
export type OAuthExchangeBody = Static<typeof OAuthExchangeBody>;
export const DevOAuthAuthorizeQuery = Type.Object({ state: OAuthToken, login_hint: Type.Optional(Email) });
export type DevOAuthAuthorizeQuery = Static<typeof DevOAuthAuthorizeQuery>;
