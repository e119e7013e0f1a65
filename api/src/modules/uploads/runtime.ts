import type { Sql } from '../../db/sql.js';
import type { ApiContext } from '../module.js';
import { createAttachmentRules, type AttachmentRules } from './attachment-rules.js';
import { createUploadQuota, type UploadQuota } from './upload-quota.js';
import { createUploadService, type UploadService } from './upload-service.js';
import { createFolderStorage } from './file-storage.js';
import { createUploadStore, type UploadStore } from './upload-store.js';

/** The uploads area's services; other modules (forms) build the same from their context. */
export interface UploadsRuntime {
  store: UploadStore;
  rules: AttachmentRules;
  service: UploadService;
  /** One per api: every upload route of every module counts against the same limits. */
  quota: UploadQuota;
}

const quotaPerApi = new WeakMap<Sql, UploadQuota>();

function quotaOf({ sql, config, state }: Pick<ApiContext, 'sql' | 'config' | 'state'>): UploadQuota {
  let quota = quotaPerApi.get(sql);
  if (!quota) {
    quota = createUploadQuota(config.uploadQuota, state);
    quotaPerApi.set(sql, quota);
  }
  return quota;
}

export function uploadsRuntime(ctx: Pick<ApiContext, 'sql' | 'config' | 'state'>): UploadsRuntime {
  const store = createUploadStore(ctx.sql, createFolderStorage(ctx.config.uploadDir));
  const rules = createAttachmentRules(ctx.sql);
  return { store, rules, service: createUploadService(store, rules, ctx.config), quota: quotaOf(ctx) };
}
