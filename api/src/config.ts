import crypto from 'node:crypto';
import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The api's scripts run with api/ as working directory (pnpm --filter @klob/api ...). */
const dataDirOf = (env: Env) => path.resolve(env.KLOB_DATA_DIR ?? 'data');

/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2): 32 bytes. */
export const MIN_JWT_SECRET_LENGTH = 32;
/** Long enough for a second tab's refresh in flight, too short to be worth stealing a token for. */
export const DEFAULT_REFRESH_REUSE_GRACE_S = 10;
/** Who may set X-Forwarded-For: the shell's proxy runs on the same host (issue 6). */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** A redeployed app's texts show within this long, without restarting the api (issue 23). */
export const DEFAULT_TEXTS_CACHE_MS = 5000;

/** The sender of the api's mail unless MAIL_FROM names another. */
export const DEFAULT_MAIL_FROM = 'Klob <no-reply@klob.id>';

/** The secrets the api needs in production; nothing in the repository stands in for them. */
export const REQUIRED_PRODUCTION_SECRETS = ['JWT_SECRET', 'CHAT_BASIC_USER', 'CHAT_BASIC_PASSWORD'] as const;

export interface ApiConfig {
  port: number;
  host: string;
  /** NODE_ENV=production: secrets are required and the dev mailbox stays off. */
  production: boolean;
  /** Path of the SQLite file; ':memory:' for throw-away test databases. Unused when `databaseUrl` is set. */
  databasePath: string;
  /** DATABASE_URL: a PostgreSQL server (`postgres://user:password@host:port/database`) instead of the SQLite file. */
  databaseUrl?: string;
  /** The PostgreSQL schema of the api's tables (tests: one per test api in a shared database); default `public`. */
  databaseSchema?: string;
  uploadDir: string;
  jwtSecret: string;
  /** Lifetime of id and access tokens, in seconds. Short in tests so refresh really happens. */
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** A refresh token spent this many seconds ago or less still renews (two tabs refreshing at once); later its reuse ends the session. 0: never. */
  refreshReuseGraceSeconds: number;
  /** Basic-auth credentials of the /v1/chat service calls (spec 2 §7), for server-to-server callers only. */
  chatBasicAuth: { user: string; password: string };
  /** Requests per minute per client address and account on the logins and the code requests. */
  authRateLimitPerMinute: number;
  /** Requests per minute per client address, whatever the account, on the logins, the lookup and the refresh (spraying). */
  authClientRateLimitPerMinute: number;
  /** The per-account sign-in limit across client addresses (issue 22): see SignInThrottleLimits. */
  signInThrottle: SignInThrottleLimits;
  /** Fastify's `trustProxy`: whose X-Forwarded-For sets `request.ip` (TRUST_PROXY: 'loopback', comma-separated addresses/CIDRs, or 'false'). */
  trustProxy: boolean | string;
  /** GET /dev/mailbox answers (loopback callers only). Only with DEV_MAILBOX=1 and never in production. */
  devMailbox: boolean;
  /** Where mail goes (SMTP_URL, e.g. smtp://127.0.0.1:1025); null: no mail leaves the api. */
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** The development sign-in provider (/dev/oauth/{provider}/authorize, loopback callers only). Only with DEV_OAUTH=1 and never in production. */
  devOAuth: boolean;
  /** Request bodies of every route but the uploads: the largest form is far below it (issue 22). */
  bodyLimitBytes: number;
  /** Request bodies of the two upload routes (files travel as base64). */
  uploadBodyLimitBytes: number;
  logLevel: string;
  /** The only origins that may call the api from a browser (CORS_ORIGINS, comma-separated; the platform sets its own). */
  corsOrigins: string[];
  /** The deployed apps' origins whose published texts the locale call serves (TEXT_ORIGINS, comma-separated; issue 23). */
  textOrigins: string[];
  /** How long a published texts file is reused before it is read again from its origin (TEXTS_CACHE_MS). */
  textsCacheMs: number;
  /** How much one visitor (by client address), all visitors, and one user may upload (issue 6, hole 6). */
  uploadQuota: UploadQuotaLimits;
  /**
   * The card provider (PAYMENT_PROVIDER). The reference api has one, the sandbox, whose public test
   * card pays any order: on outside production, off in production unless PAYMENT_PROVIDER=sandbox (issue 22).
   */
  paymentProvider: PaymentProvider | null;
  /** How often one client address and one user may write (issue 22); api/README.md "Security" says why each has its size. */
  writeLimits: WriteLimits;
  /** REDIS_URL: the Redis server that instances share their state and chat through (issue 27); null: one instance, all in memory. */
  redisUrl: string | null;
  /** Why a setting asked for was not applied, or what was made up for this run; main.ts logs these at start. */
  startupNotes: string[];
}

/**
 * Password guessing at one account from any number of addresses (issue 22): the first `freeFailures` wrong
 * passwords in a row cost nothing; after each further one the account's next attempt must wait, twice as long
 * each time from `firstDelayMs` up to `maxDelayMs`. A right password, a password reset or `quietResetMs` without
 * a failure ends the streak. Never a lock: the owner waits at most `maxDelayMs`, or resets the password by mail.
 */
export interface SignInThrottleLimits {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  quietResetMs: number;
}

export interface UploadQuotaLimits {
  /** Upload attempts per minute from one client address without a user. */
  visitorPerMinute: number;
  /** Bytes stored per hour for one client address without a user. */
  visitorBytesPerHour: number;
  /** Bytes stored per hour for every visitor together (many addresses cannot fill the disk). */
  allVisitorsBytesPerHour: number;
  /** Upload attempts per minute of one signed-in user. */
  userPerMinute: number;
  /** Bytes stored per hour for one signed-in user. */
  userBytesPerHour: number;
}

/** Each budget counts per route: one client address and, separately, one signed-in user. */
export interface WriteLimits {
  /** Writes per minute of every route without a budget of its own (WRITE_LIMIT_PER_MIN). */
  perMinute: number;
  /** Page views and click logs per minute (TRACKING_LIMIT_PER_MIN). */
  trackingPerMinute: number;
  /** Contact messages, demo requests, business registrations, newsletter unsubscriptions per minute (MESSAGE_LIMIT_PER_MIN)... */
  messagesPerMinute: number;
  /** ...and per hour, per client address (MESSAGE_LIMIT_PER_HOUR). */
  messagesPerHour: number;
  /** Chat messages sent per minute over one socket (CHAT_SOCKET_LIMIT_PER_MIN)... */
  chatPerSocketPerMinute: number;
  /** ...and by one user over all their sockets (CHAT_USER_LIMIT_PER_MIN). */
  chatPerUserPerMinute: number;
}

const MIB = 1024 * 1024;
/** The largest body a form of the platform sends (a survey with long answers) is a few tens of KiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

function paymentProviderFrom(raw: string | undefined, production: boolean, startupNotes: string[]): PaymentProvider | null {
  if (raw === undefined || raw === '') return production ? null : 'sandbox';
  if (raw === 'none') return null;
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(raw)) {
    throw new ConfigError(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} or none, got '${raw}'`);
  }
  if (production) startupNotes.push('PAYMENT_PROVIDER=sandbox: the public sandbox test card pays orders (a demo, not real payments)');
  return raw as PaymentProvider;
}

function intFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

/** DATABASE_URL, when set: a postgres:// or postgresql:// address (its password is never echoed back). */
function databaseUrlFromEnv(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new ConfigError('DATABASE_URL must be an address like postgres://user:password@host:5432/database');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got ${protocol}//`);
  }
  return raw;
}

function listFromEnv(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** TEXT_ORIGINS: http(s) addresses only, so a typo stops the start instead of every text. */
function textOriginsFrom(env: Env, startupNotes: string[]): string[] {
  const origins = listFromEnv(env, 'TEXT_ORIGINS');
  for (const origin of origins) {
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
      throw new ConfigError(`TEXT_ORIGINS must list http(s) addresses, got '${origin}'`);
    }
  }
  if (origins.length === 0)
    startupNotes.push('TEXT_ORIGINS is empty: the locale call answers 503 until it names the apps that publish texts');
  return origins;
}

function trustProxyFrom(raw: string | undefined): ApiConfig['trustProxy'] {
  if (raw === undefined || raw === '') return DEFAULT_TRUST_PROXY;
  if (raw === 'false' || raw === 'none') return false;
  // 'true' would trust any sender of X-Forwarded-For: refused, name the proxies instead.
  if (raw === 'true') throw new ConfigError("TRUST_PROXY=true would let any client choose its address; name the proxies' addresses");
  return raw;
}

/** A throw-away secret for a run outside production that was given none: tokens die with the process. */
export const randomSecret = () => crypto.randomBytes(MIN_JWT_SECRET_LENGTH).toString('base64url');

/**
 * The settings from the environment, then `overrides`. In production every
 * secret of REQUIRED_PRODUCTION_SECRETS must be set (ConfigError otherwise);
 * elsewhere a missing one is replaced by a random value for this run only.
 */
export function loadConfig(overrides: Partial<ApiConfig> = {}, env: Env = process.env): ApiConfig {
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const startupNotes: string[] = [];
  const secretFromEnv = (name: (typeof REQUIRED_PRODUCTION_SECRETS)[number], overridden: boolean): string => {
    const value = env[name];
    if (value) return value;
    if (overridden) return '';
    if (production) {
      throw new ConfigError(
        `${name} is not set. In production (NODE_ENV=production) the api needs ${REQUIRED_PRODUCTION_SECRETS.join(', ')}; ` +
          'the local platform (pnpm start) generates them in its data folder.',
      );
    }
    startupNotes.push(`${name} is not set: using a random value for this run (tokens and credentials end with the process)`);
    return randomSecret();
  };

  const devMailboxAsked = env.DEV_MAILBOX === '1';
  if (devMailboxAsked && production) startupNotes.push('DEV_MAILBOX=1 ignored: the dev mailbox is never on with NODE_ENV=production');

  const devOAuthAsked = env.DEV_OAUTH === '1';
  if (devOAuthAsked && production)
    startupNotes.push('DEV_OAUTH=1 ignored: the development sign-in provider is never on with NODE_ENV=production');

  const config: ApiConfig = {
    port: intFromEnv(env, 'API_PORT', 4000),
    host: env.API_HOST ?? '127.0.0.1',
    production,
    databasePath: env.DB_PATH ?? path.join(dataDirOf(env), 'klob.db'),
    databaseUrl: databaseUrlFromEnv(env.DATABASE_URL),
    uploadDir: env.UPLOAD_DIR ?? path.join(dataDirOf(env), 'uploads'),
    jwtSecret: secretFromEnv('JWT_SECRET', overrides.jwtSecret !== undefined),
    tokenTtlSeconds: intFromEnv(env, 'TOKEN_TTL_S', 3600),
    refreshTtlSeconds: intFromEnv(env, 'REFRESH_TTL_S', 30 * 24 * 3600),
    refreshReuseGraceSeconds:
      env.REFRESH_REUSE_GRACE_S === '0' ? 0 : intFromEnv(env, 'REFRESH_REUSE_GRACE_S', DEFAULT_REFRESH_REUSE_GRACE_S),
    chatBasicAuth: {
      user: secretFromEnv('CHAT_BASIC_USER', overrides.chatBasicAuth !== undefined),
      password: secretFromEnv('CHAT_BASIC_PASSWORD', overrides.chatBasicAuth !== undefined),
    },
    authRateLimitPerMinute: intFromEnv(env, 'AUTH_RATE_LIMIT_PER_MIN', 30),
    authClientRateLimitPerMinute: intFromEnv(env, 'AUTH_CLIENT_RATE_LIMIT_PER_MIN', 30),
    signInThrottle: {
      freeFailures: intFromEnv(env, 'SIGN_IN_ACCOUNT_FREE_FAILURES', 10),
      firstDelayMs: 1000,
      maxDelayMs: 5 * 60 * 1000,
      quietResetMs: 60 * 60 * 1000,
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    devMailbox: devMailboxAsked && !production,
    devOAuth: devOAuthAsked && !production,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    bodyLimitBytes: intFromEnv(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    uploadBodyLimitBytes: intFromEnv(env, 'UPLOAD_BODY_LIMIT_BYTES', 12 * MIB),
    logLevel: env.LOG_LEVEL ?? 'info',
    corsOrigins: listFromEnv(env, 'CORS_ORIGINS'),
    textOrigins: textOriginsFrom(env, startupNotes),
    textsCacheMs: intFromEnv(env, 'TEXTS_CACHE_MS', DEFAULT_TEXTS_CACHE_MS),
    uploadQuota: {
      visitorPerMinute: intFromEnv(env, 'UPLOAD_VISITOR_PER_MIN', 10),
      visitorBytesPerHour: intFromEnv(env, 'UPLOAD_VISITOR_BYTES_PER_HOUR', 20 * MIB),
      allVisitorsBytesPerHour: intFromEnv(env, 'UPLOAD_ALL_VISITORS_BYTES_PER_HOUR', 500 * MIB),
      userPerMinute: intFromEnv(env, 'UPLOAD_USER_PER_MIN', 30),
      userBytesPerHour: intFromEnv(env, 'UPLOAD_USER_BYTES_PER_HOUR', 200 * MIB),
    },
    paymentProvider: paymentProviderFrom(env.PAYMENT_PROVIDER, production, startupNotes),
    redisUrl: env.REDIS_URL || null,
    writeLimits: {
      perMinute: intFromEnv(env, 'WRITE_LIMIT_PER_MIN', 60),
      trackingPerMinute: intFromEnv(env, 'TRACKING_LIMIT_PER_MIN', 120),
      messagesPerMinute: intFromEnv(env, 'MESSAGE_LIMIT_PER_MIN', 5),
      messagesPerHour: intFromEnv(env, 'MESSAGE_LIMIT_PER_HOUR', 20),
      chatPerSocketPerMinute: intFromEnv(env, 'CHAT_SOCKET_LIMIT_PER_MIN', 30),
      chatPerUserPerMinute: intFromEnv(env, 'CHAT_USER_LIMIT_PER_MIN', 60),
    },
    startupNotes,
    ...overrides,
  };
  if (config.production) {
    if (config.devMailbox) throw new ConfigError('the dev mailbox cannot be on in production');
    if (config.devOAuth) throw new ConfigError('the development sign-in provider cannot be on in production');
    if (config.jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long in production`);
    }
  }
  return config;
}
