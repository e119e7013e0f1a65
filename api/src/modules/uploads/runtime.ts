import type { ApiContext } from '../module.js';
import { createAttachmentRules, type AttachmentRules } from './attachment-rules.js';
import { createUploadService, type UploadService } from './upload-service.js';
import { createUploadStore, type UploadStore } from './upload-store.js';

/** The uploads area's services; other modules (forms) build the same from their context. */
export interface UploadsRuntime {
  store: UploadStore;
  rules: AttachmentRules;
  service: UploadService;
}

export function uploadsRuntime({ db, config }: Pick<ApiContext, 'db' | 'config'>): UploadsRuntime {
  const store = createUploadStore(db, config.uploadDir);
  const rules = createAttachmentRules(db);
  return { store, rules, service: createUploadService(store, rules, config) };
}
