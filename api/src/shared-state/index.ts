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
  close(): Promise<void>;
}

/**
 * What ties instances together: with `redisUrl` the shared state and socket.io's Redis adapter
 * (`@socket.io/redis-adapter`, its own two connections); without, memory and socket.io's default adapter.
 */
export async function linkInstances(config: Pick<ApiConfig, 'redisUrl'>, reportError: (error: unknown) => void): Promise<ClusterLink> {
  if (!config.redisUrl) {
    const state = createMemoryState();
    return { state, socketAdapter: undefined, close: () => state.close() };
  }
  const state = await createRedisState(config.redisUrl, reportError);
  const publisher = await connectRedis(config.redisUrl, reportError);
  const subscriber = await connectRedis(config.redisUrl, reportError);
  return {
    state,
    socketAdapter: createAdapter(publisher, subscriber),
    async close() {
      await Promise.allSettled([state.close(), publisher.quit(), subscriber.quit()]);
    },
  };
}
