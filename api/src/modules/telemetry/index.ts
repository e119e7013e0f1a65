import type { ApiModule } from '../module.js';
import { telemetryMigrations } from './migrations.js';
import { registerTelemetryRoutes } from './routes.js';
import { createTelemetryStore } from './telemetry-store.js';

/** Errors and slow frames per remote, as pages report them (issue 24); `/status/remotes` reads the summary. */
export const telemetryModule: ApiModule = {
  name: 'telemetry',
  migrations: telemetryMigrations,
  routes(app, ctx) {
    registerTelemetryRoutes(app, ctx, createTelemetryStore(ctx.sql));
  },
};
