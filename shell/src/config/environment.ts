import type { EnvironmentConfig } from '@klob/shared';

/**
 * The shell serves the api on its own origin (it proxies /rest, /locale, /v1,
 * /socket.io, /identity and /files), so the browser never needs the api's address.
 */
export function readEnvironmentConfig(): EnvironmentConfig {
  return {
    environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    apiBaseUrl: window.location.origin,
    socketUrl: window.location.origin,
    // The chat service's basic credentials are public by design in the original product (spec 2 §7).
    chatBasicAuth: { user: 'klob-chat', password: 'klob-chat-dev' },
  };
}
