import type { IdentityErrorCode } from '@klob/shared/api-contract/identity';

/** A code stops working after this many wrong guesses; a new one must be requested. */
export const MAX_FAILED_CODE_ATTEMPTS = 5;
/** At most this many codes per account and purpose within CODE_REQUEST_WINDOW_MS. */
export const MAX_CODE_REQUESTS_PER_WINDOW = 5;
export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** Bytes of randomness in a refresh token. */
export const REFRESH_TOKEN_BYTES = 32;
/** Prefix of the ids of accounts created by registration (the demo ones read USR-KLOBBER-0001...). */
export const USER_ID_PREFIX = 'USR-';

/** The HTTP status of each identity failure. Never 403: on that the shell refreshes tokens (spec 1 §8.1). */
export const IDENTITY_ERROR_STATUS: Record<IdentityErrorCode, number> = {
  UserNotConfirmedException: 401,
  NotAuthorizedException: 401,
  UserNotFoundException: 404,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  UsernameExistsException: 409,
  LimitExceededException: 429,
  InvalidPasswordException: 400,
  InvalidParameterException: 400,
  InternalErrorException: 500,
};

/** Cognito's wording, so that anyone who knows Cognito recognises the failure. */
export const IDENTITY_MESSAGES = {
  wrongCredentials: 'Incorrect username or password.',
  wrongCurrentPassword: 'Incorrect current password.',
  userNotFound: 'User does not exist.',
  userNotConfirmed: 'User is not confirmed.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  alreadyConfirmedResend: 'User is already confirmed.',
  usernameExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  invalidRefreshToken: 'Invalid Refresh Token',
  refreshTokenRevoked: 'Refresh Token has been revoked',
  refreshTokenExpired: 'Refresh Token has expired',
} as const;

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: (min: number) => `Password did not conform with policy: Password not long enough (at least ${min} characters)`,
  tooLong: (max: number) => `Password did not conform with policy: Password too long (at most ${max} characters)`,
  uppercase: 'Password did not conform with policy: Password must have uppercase characters',
  lowercase: 'Password did not conform with policy: Password must have lowercase characters',
  digit: 'Password did not conform with policy: Password must have numeric characters',
  symbol: 'Password did not conform with policy: Password must have symbol characters',
} as const;

/** The code mails (Indonesian, the default language): sent by SMTP when SMTP_URL is set, and to the dev mailbox when it is on. */
export const MAIL_TEMPLATES = {
  'sign-up': {
    subject: 'Kode verifikasi akun Klob',
    body: (code: string, minutes: number) =>
      `Halo! Kode verifikasi akun Klob kamu adalah ${code}. Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali.`,
  },
  'forgot-password': {
    subject: 'Kode atur ulang kata sandi Klob',
    body: (code: string, minutes: number) =>
      `Kami menerima permintaan atur ulang kata sandi akun Klob kamu. Kodenya ${code}, berlaku ${minutes} menit. Abaikan email ini jika kamu tidak memintanya.`,
  },
} as const;

/** Sent once per streak of wrong passwords, when the account's sign-ins start to be slowed down (issue 22). */
export const SIGN_IN_ALERT_MAIL = {
  subject: 'Percobaan masuk yang gagal ke akun Klob kamu',
  body: (failures: number) =>
    `Ada ${failures} percobaan masuk ke akun Klob kamu dengan kata sandi yang salah. Untuk melindungi akunmu, percobaan ` +
    'berikutnya harus menunggu sebentar. Jika itu kamu, tunggu sejenak lalu coba lagi. Jika bukan, atur ulang kata sandimu ' +
    "lewat 'Lupa kata sandi?' di halaman masuk: kata sandi baru langsung berlaku dan mengakhiri semua sesi.",
} as const;
