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
}

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
    ...overrides,
  };
}
