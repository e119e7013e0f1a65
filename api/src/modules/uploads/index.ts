import type { ApiModule } from '../module.js';
import { createAttachmentRules } from './attachment-rules.js';
import { demoAttachmentRules } from './demo-data.js';
import { uploadMigrations } from './migrations.js';
import { registerUploadRoutes } from './routes.js';
import { uploadsRuntime } from './runtime.js';

export { uploadsRuntime, type UploadsRuntime } from './runtime.js';

/** Area 055: S3-like uploads stored on disk, served at /files/{key}, and the attachment size master. */
export const uploadsModule: ApiModule = {
  name: 'uploads',
  migrations: uploadMigrations,
  async seed({ sql }) {
    const rules = createAttachmentRules(sql);
    for (const rule of demoAttachmentRules) await rules.insert(rule);
  },
  routes(app, ctx) {
    registerUploadRoutes(app, ctx, uploadsRuntime(ctx));
  },
};
