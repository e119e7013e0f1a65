import type { ApiModule } from '../module.js';
import { accessGenerationFor } from './access-generation.js';
import { createChatStore } from './chat-store.js';
import { attachChatSocket } from './chat-socket.js';
import { systemClock, type Clock } from './clock.js';
import { chatMigrations } from './migrations.js';
import { registerChatRestRoutes } from './rest-routes.js';
import { seedChat } from './seed.js';
import { registerChatServiceRoutes } from './service-routes.js';

export const CHAT_MODULE_NAME = 'chat';

export interface ChatModuleOptions {
  /** Source of "now" for schedule status, message times and the demo seed; tests inject a fixed one. */
  clock?: Clock;
}

/** Chat (spec 2): schedule and roles over REST, the chat service calls, and the socket. */
export function createChatModule({ clock = systemClock }: ChatModuleOptions = {}): ApiModule {
  return {
    name: CHAT_MODULE_NAME,
    migrations: chatMigrations,
    seed: (ctx) => seedChat(ctx, clock),
    routes(app, ctx) {
      const store = createChatStore(ctx.sql, accessGenerationFor(ctx));
      registerChatRestRoutes(app, ctx, store, clock);
      registerChatServiceRoutes(app, ctx, store);
    },
    sockets(io, ctx) {
      attachChatSocket(io, ctx, createChatStore(ctx.sql, accessGenerationFor(ctx)), clock);
    },
  };
}

export const chatModule = createChatModule();
