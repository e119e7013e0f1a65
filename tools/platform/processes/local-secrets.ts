import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appDirOf } from './platform-apps';

/** The file in the api's data folder that keeps the secrets of a local platform (the folder is git-ignored). */
export const LOCAL_SECRETS_FILE = 'local-secrets.json';

/** What the api refuses to start without in production (api/src/config.ts REQUIRED_PRODUCTION_SECRETS). */
const SECRET_NAMES = ['JWT_SECRET', 'CHAT_BASIC_USER', 'CHAT_BASIC_PASSWORD'] as const;
type SecretName = (typeof SECRET_NAMES)[number];
export type ApiSecrets = Record<SecretName, string>;

const randomText = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

function generated(): ApiSecrets {
  return { JWT_SECRET: randomText(48), CHAT_BASIC_USER: `klob-chat-${randomText(6)}`, CHAT_BASIC_PASSWORD: randomText(32) };
}

function isApiSecrets(value: unknown): value is ApiSecrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    SECRET_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string')
  );
}

/** The api's data folder as the api resolves it (KLOB_DATA_DIR relative to api/, default api/data). */
export const apiDataDir = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(appDirOf('api'), env.KLOB_DATA_DIR ?? 'data');

/**
 * The secrets of the api whose data lives in `dataDir`: generated at random on
 * the first start and written there (readable by the owner only), read back on
 * later starts so that sessions survive a restart (issue 6: no secret in the repository).
 */
export function localSecretsIn(dataDir: string): ApiSecrets {
  const file = path.join(dataDir, LOCAL_SECRETS_FILE);
  if (fs.existsSync(file)) {
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isApiSecrets(stored)) throw new Error(`${file} lacks one of ${SECRET_NAMES.join(', ')}: delete it to generate new secrets`);
    return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets = generated();
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}

/** The api's secrets for a local start: those set in the environment win, the data folder's file gives the others. */
export function apiSecretsEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): ApiSecrets {
  const local = localSecretsIn(dataDir);
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name] || local[name]])) as ApiSecrets;
}
