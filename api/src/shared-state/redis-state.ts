import { createClient } from 'redis';
import type { SharedState } from './shared-state.js';

/** One round trip: count, and start the window's expiry with the key's first hit only. */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Keys of every instance of one platform live under this prefix (a Redis server may serve other things too). */
const KEY_PREFIX = 'klob:';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects a client to `url`; connection errors after the first are reported, not thrown (the client reconnects).
 * `failFast`: while it reconnects, commands fail at once instead of waiting in a queue (a request must not hang).
 */
export async function connectRedis(url: string, onError: (error: unknown) => void, failFast = false): Promise<RedisClient> {
  const client = createClient({ url, disableOfflineQueue: failFast });
  client.on('error', onError);
  await client.connect();
  return client;
}

/**
 * SharedState in Redis (REDIS_URL): every instance that uses the same server shares counters, codes and
 * successors, and hears every publication. Takes one client for commands and one for subscriptions (a
 * subscribed Redis connection takes no other command).
 */
export async function createRedisState(url: string, onError: (error: unknown) => void): Promise<SharedState> {
  const client = await connectRedis(url, onError, true);
  const subscriber = client.duplicate();
  subscriber.on('error', onError);
  await subscriber.connect();
  const k = (key: string) => KEY_PREFIX + key;

  return {
    async hit(key, windowMs, amount = 1) {
      const [count, ttl] = (await client.eval(HIT_SCRIPT, { keys: [k(key)], arguments: [String(windowMs), String(amount)] })) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    get: (key) => client.get(k(key)),
    async set(key, value, ttlMs) {
      await client.set(k(key), value, { PX: Math.max(1, Math.round(ttlMs)) });
    },
    take: (key) => client.getDel(k(key)),
    async delete(key) {
      await client.del(k(key));
    },
    async publish(channel, message) {
      await client.publish(k(channel), message);
    },
    async subscribe(channel, listener) {
      await subscriber.subscribe(k(channel), listener);
      return async () => {
        await subscriber.unsubscribe(k(channel), listener);
      };
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), client.quit()]);
    },
  };
}
