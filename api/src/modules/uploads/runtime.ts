import type { Db } from '../../db/database.js';
import type { ApiContext } from '../module.js';
import { createAttachmentRules, type AttachmentRules } from './attachment-rules.js';
import { createUploadQuota, type UploadQuota } from './upload-quota.js';
import { createUploadService, type UploadService } from './upload-service.js';
import { createUploadStore, type UploadStore } from './upload-store.js';

/** The uploads area's services; other modules (forms) build the same from their context. */
export interface UploadsRuntime {
  store: UploadStore;
  rules: AttachmentRules;
  service: UploadService;
  /** One per api: every upload route of every module counts against the same limits. */
  quota: UploadQuota;
}

const quotaPerApi = new WeakMap<Db, UploadQuota>();

function quotaOf({ db, config, state }: Pick<ApiContext, 'db' | 'config' | 'state'>): UploadQuota {
  let quota = quotaPerApi.get(db);
  if (!quota) {
    quota = createUploadQuota(config.uploadQuota, state);
    quotaPerApi.set(db, quota);
  }
  return quota;
}

export function uploadsRuntime(ctx: Pick<ApiContext, 'db' | 'config' | 'state'>): UploadsRuntime {
  const store = createUploadStore(ctx.db, ctx.config.uploadDir);
  const rules = createAttachmentRules(ctx.db);
  return { store, rules, service: createUploadService(store, rules, ctx.config), quota: quotaOf(ctx) };
}
