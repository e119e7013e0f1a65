import type { ServerOptions } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ApiConfig } from '../config.js';
import { createMemoryState } from './memory-state.js';
import { connectRedis, createRedisState } from './redis-state.js';
import type { SharedState } from './shared-state.js';

export type { SharedState, WindowCount } from './shared-state.js';

export interface ClusterLink {
  state: SharedState;
  /** socket.io's adapter: with Redis, a room's broadcast reaches its sockets on every instance. */
  socketAdapter: ServerOptions['adapter'] | undefined;
  /** Resolves once every broadcast made so far has reached Redis (its other instances); at once with one instance. */
  broadcastsSent(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What ties instances together: with `redisUrl` the shared state and socket.io's Redis adapter
 * (`@socket.io/redis-adapter`, its own two connections); without, memory and socket.io's default adapter.
 */
export async function linkInstances(config: Pick<ApiConfig, 'redisUrl'>, reportError: (error: unknown) => void): Promise<ClusterLink> {
  if (!config.redisUrl) {
    const state = createMemoryState();
    return { state, socketAdapter: undefined, broadcastsSent: async () => {}, close: () => state.close() };
  }
  const state = await createRedisState(config.redisUrl, reportError);
  const publisher = await connectRedis(config.redisUrl, reportError);
  const subscriber = await connectRedis(config.redisUrl, reportError);
  return {
    state,
    socketAdapter: createAdapter(publisher, subscriber),
    // Redis answers a connection's commands in order: the PING's answer means every publish before it was delivered.
    async broadcastsSent() {
      await publisher.ping();
    },
    async close() {
      await Promise.allSettled([state.close(), publisher.quit(), subscriber.quit()]);
    },
  };
}
