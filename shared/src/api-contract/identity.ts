/**
 * The identity contract (api area 010, spec 1 §3, §4.1, §5, §7, §8.2): the
 * /rest login and registration calls, the Cognito-like identity-provider steps
 * under /identity and the dev mailbox. Successful answers are wrapped in the
 * envelope `{ status, message, result }`; the types below describe `result`.
 * Failures answer a 4xx with `{ status, message, code, result: null }`; an open
 * route never answers 403 (a 403 other than `AccessDenied` is the shell's
 * "refresh the token" signal, spec 1 §8.1, DECISIONS #11, `./access`).
 */

import { nullable, object, string, type Infer } from '../validation/schema';

export const IDENTITY_PATHS = {
  findByEmailLogin: '/rest/open/mus01/findByEmailLogin',
  loginEmail: '/rest/open/authentication/login/email',
  loginOnSuccess: '/rest/post/login/onsuccess',
  registerNewUser: '/rest/post/register/newuser',
  signIn: '/identity/sign-in',
  signUp: '/identity/sign-up',
  confirmSignUp: '/identity/confirm-sign-up',
  resendConfirmationCode: '/identity/resend-confirmation-code',
  forgotPassword: '/identity/forgot-password',
  confirmForgotPassword: '/identity/confirm-forgot-password',
  refreshToken: '/identity/refresh-token',
  signOut: '/identity/sign-out',
  devMailbox: '/dev/mailbox',
  /** POST: the code a sign-in provider sent back (spec 1 §2 /linkedin, /sso) for a Klob session. */
  oauthExchange: '/identity/oauth/:provider/exchange',
  /** GET: the development provider's consent page (only with DEV_OAUTH=1, never in production). */
  devOAuthAuthorize: '/dev/oauth/:provider/authorize',
} as const;

/** The sign-in providers whose return routes spec 1 §2 lists (/linkedin, /sso). */
export const OAUTH_PROVIDERS = ['linkedin', 'sso'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const oauthExchangePath = (provider: OAuthProvider) => IDENTITY_PATHS.oauthExchange.replace(':provider', provider);
export const devOAuthAuthorizePath = (provider: OAuthProvider) => IDENTITY_PATHS.devOAuthAuthorize.replace(':provider', provider);

/** Body of POST /identity/oauth/{provider}/exchange; answers AuthTokens. */
export interface OAuthExchangeRequest {
  code: string;
  /** The `state` the shell sent to the provider and got back with the code. */
  state: string;
}

/** `code` of a refused exchange. */
export const OAUTH_ERROR_CODES = {
  /** 400: no such provider, or none configured for it. */
  providerNotConfigured: 'OAuthProviderNotConfigured',
  /** 401: the code is unknown, used, expired, or was issued for another provider or state. */
  invalidCode: 'OAuthInvalidCode',
} as const;

// ---------------------------------------------------------------------------
// Messages and codes the shell reacts to (spec 1 §8.2)
// ---------------------------------------------------------------------------

/** The lookup's message for an unknown email, spelled as the spec writes it. */
export const LOOKUP_NOT_REGISTERED_MESSAGE = 'This email is not register';

/** `message` of a failed POST /rest/open/authentication/login/email. */
export const LOGIN_ERROR_MESSAGES = {
  wrongEmailOrPassword: 'ERR_LOGIN_EMAIL_OR_PASSWORD_IS_WRONG',
  userNotExist: 'ERR_LOGIN_USER_NOT_EXIST',
  exception: 'ERR_LOGIN_EXCEPTION',
  /** An unconfirmed account: the shell goes to the verification step. */
  userNotConfirmed: 'UserNotConfirmedException',
} as const;
export type LoginErrorMessage = (typeof LOGIN_ERROR_MESSAGES)[keyof typeof LOGIN_ERROR_MESSAGES];

/** Cognito-style `code` of every identity failure. */
export const IDENTITY_ERROR_CODES = [
  'UserNotConfirmedException',
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'UsernameExistsException',
  'LimitExceededException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'InternalErrorException',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/** The body of every failed identity or login call. */
export interface IdentityErrorBody {
  status: number;
  message: string;
  code?: IdentityErrorCode;
  result: null;
}

// ---------------------------------------------------------------------------
// Registration rules (spec 1 §5 leaves the bounds open; these are the api's)
// ---------------------------------------------------------------------------

/** Cognito's default policy, in characters. bcrypt reads 72 bytes at most, so longer UTF-8 forms are refused too. */
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 64,
  maxUtf8Bytes: 72,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  /** Any character that is neither a letter, a digit nor white space. */
  requireSymbol: true,
} as const;

/** spec 1 §5: text inputs default to maxLength 255. */
export const NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
/** An optional phone number: an optional '+' and 8 to 15 digits (at most 16 characters, as spec 3 §9). */
export const PHONE_PATTERN = '^(\\+?[0-9]{8,15})?$';

/** Verification codes: 6 digits, single use, valid for 15 minutes unless configured otherwise. */
export const VERIFICATION_CODE_LENGTH = 6;
export const DEFAULT_VERIFICATION_CODE_TTL_SECONDS = 15 * 60;

// ---------------------------------------------------------------------------
// /rest calls (spec 1 §7)
// ---------------------------------------------------------------------------

/** GET /rest/open/mus01/findByEmailLogin?emailLogin= (S1-7-04). Not wrapped: the fields sit at the top. */
export interface FindByEmailLoginQuery {
  emailLogin: string;
}
export interface FindByEmailLoginResponse {
  /** true only when the email belongs to an account (confirmed or not). */
  validation: boolean;
  status: number;
  /** 'success', or {@link LOOKUP_NOT_REGISTERED_MESSAGE}. */
  message: string;
  /** The user id; null for an unknown email. */
  result: string | null;
}

/** Body of POST /rest/open/authentication/login/email and POST /identity/sign-in. */
export interface EmailPasswordRequest {
  email: string;
  password: string;
}

/** `result` of a successful sign-in (S1-7-06). Lifetimes in seconds. */
export interface AuthTokens {
  idToken: string;
  accessToken: string;
  /** Opaque, single use: exchange it at POST /identity/refresh-token for new tokens and a new refresh token. POST /identity/sign-out ends its session. */
  refreshToken: string;
  /** Lifetime of the id and access tokens. */
  expiresIn: number;
  tokenType: 'Bearer';
  userId: string;
  email: string;
}

/** spec 1 §3: the profile object of the signed-in user. */
export const mus01ProfileSchema = object({
  userId: string(),
  firstName: string(),
  lastName: string(),
  profilePictureUrl: nullable(string()),
  emailLogin: string(),
});
export type Mus01Profile = Infer<typeof mus01ProfileSchema>;

/** Menu id of the hiring-portal link (spec 3 §2). */
export const HIRING_PORTAL_MENU_ID = 'AUTH2078';

/** spec 3 §3: usr01.corporate, one entry per administered company, with its menu entries. */
export interface Usr01Corporate {
  corporateId: string;
  corporateName: string;
  menu: { id: string; allowed: boolean }[];
}

/** Body of POST /rest/post/login/onsuccess (S1-7-05): the user id plus the login form values (ignored). */
export interface LoginOnSuccessRequest {
  userId: string;
  email?: string;
  [formField: string]: unknown;
}
/** `result` of POST /rest/post/login/onsuccess: the user data the shell keeps in its auth state. */
export interface LoginOnSuccessResult {
  mus01: Mus01Profile;
  usr01: { corporate: Usr01Corporate[] };
}

/** Body of POST /rest/post/register/newuser and POST /identity/sign-up (S1-7-07). */
export interface NewUserRequest {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  phone?: string;
}

/** Where a code went; `destination` is the masked email, e.g. 'k***@klob.id' (spec 1 §8.2 names it). */
export interface CodeDeliveryDetails {
  destination: string;
  deliveryMedium: 'EMAIL';
  attributeName: 'email';
}

/** `result` of a registration: the account exists, unconfirmed, and a code went to its email. */
export interface NewUserResult {
  userId: string;
  userConfirmed: false;
  codeDeliveryDetails: CodeDeliveryDetails;
}

// ---------------------------------------------------------------------------
// /identity steps (spec 1 §7: sign-in, confirmation, resend, forgot password, submit, refresh)
// ---------------------------------------------------------------------------

export interface ConfirmSignUpRequest {
  email: string;
  code: string;
}
export interface ConfirmSignUpResult {
  userId: string;
  confirmed: true;
}

/** Body of resend-confirmation-code and forgot-password. */
export interface EmailOnlyRequest {
  email: string;
}
/** `result` of resend-confirmation-code and forgot-password. */
export interface CodeSentResult {
  codeDeliveryDetails: CodeDeliveryDetails;
}

export interface ConfirmForgotPasswordRequest {
  email: string;
  code: string;
  newPassword: string;
}
export interface ConfirmForgotPasswordResult {
  userId: string;
  passwordChanged: true;
}

export interface RefreshTokenRequest {
  refreshToken: string;
}
/**
 * Refresh tokens rotate (issue 6): every refresh answers a new `refreshToken` that
 * replaces the one sent, which is spent: the client must store it. Presenting a
 * spent one again ends the whole session (reuse detection), unless within a few
 * seconds (two tabs refreshing at once; api REFRESH_REUSE_GRACE_S). The new token expires when the session does
 * (REFRESH_TTL_S after the sign-in), not later.
 */
export type RefreshTokenResult = AuthTokens;

export interface SignOutRequest {
  refreshToken: string;
  /** true ends every session of the user (sign out everywhere); otherwise the session of this refresh token ends. */
  global?: boolean;
}
export interface SignOutResult {
  revoked: number;
}

// ---------------------------------------------------------------------------
// Dev mailbox (not in the specs: where verification codes go instead of email)
// ---------------------------------------------------------------------------

/** GET /dev/mailbox?email= answers `result: DevMailboxMessage[]`, latest first. */
export interface DevMailboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string;
  /** ISO timestamp. */
  createdAt: string;
}
