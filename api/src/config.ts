import path from 'node:path';

/** The api's scripts run with api/ as working directory (pnpm --filter @klob/api ...). */
const dataDir = () => path.resolve(process.env.KLOB_DATA_DIR ?? 'data');

export interface ApiConfig {
  port: number;
  host: string;
  /** Path of the SQLite file; ':memory:' for throw-away test databases. */
  databasePath: string;
  uploadDir: string;
  jwtSecret: string;
  /** Lifetime of id and access tokens, in seconds. Short in tests so refresh really happens. */
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Basic-auth credentials of the /v1/chat service calls (spec 2 §7). */
  chatBasicAuth: { user: string; password: string };
  /** Requests per minute per client on login and code requests. */
  authRateLimitPerMinute: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Origins besides this machine's that may call the api from a browser (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** How much one visitor (by client address), all visitors, and one user may upload (issue 6, hole 6). */
  uploadQuota: UploadQuotaLimits;
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

const MIB = 1024 * 1024;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

export function loadConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    port: intFromEnv('API_PORT', 4000),
    host: process.env.API_HOST ?? '127.0.0.1',
    databasePath: process.env.DB_PATH ?? path.join(dataDir(), 'klob.db'),
    uploadDir: process.env.UPLOAD_DIR ?? path.join(dataDir(), 'uploads'),
    jwtSecret: process.env.JWT_SECRET ?? 'klob-dev-secret-change-me-in-production',
    tokenTtlSeconds: intFromEnv('TOKEN_TTL_S', 3600),
    refreshTtlSeconds: intFromEnv('REFRESH_TTL_S', 30 * 24 * 3600),
    chatBasicAuth: {
      user: process.env.CHAT_BASIC_USER ?? 'klob-chat',
      password: process.env.CHAT_BASIC_PASSWORD ?? 'klob-chat-dev',
    },
    authRateLimitPerMinute: intFromEnv('AUTH_RATE_LIMIT_PER_MIN', 30),
    bodyLimitBytes: intFromEnv('BODY_LIMIT_BYTES', 12 * 1024 * 1024),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    corsOrigins: (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    uploadQuota: {
      visitorPerMinute: intFromEnv('UPLOAD_VISITOR_PER_MIN', 10),
      visitorBytesPerHour: intFromEnv('UPLOAD_VISITOR_BYTES_PER_HOUR', 20 * MIB),
      allVisitorsBytesPerHour: intFromEnv('UPLOAD_ALL_VISITORS_BYTES_PER_HOUR', 500 * MIB),
      userPerMinute: intFromEnv('UPLOAD_USER_PER_MIN', 30),
      userBytesPerHour: intFromEnv('UPLOAD_USER_BYTES_PER_HOUR', 200 * MIB),
    },
    ...overrides,
  };
}
