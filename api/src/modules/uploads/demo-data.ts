import { DEFAULT_UPLOAD_MAX_BYTES } from '@klob/shared/api-contract/forms';
import type { AttachmentRuleSeed } from './attachment-rules.js';

const MB = 1024 * 1024;

/**
 * The demo attachment size master. Extensions without an entry (doc, xls, xlsx, ppt,
 * pptx) get the 2 MB default of spec 3 §5. The video limit stays under what the
 * default 12 MB request body can carry as base64.
 */
export const demoAttachmentRules: AttachmentRuleSeed[] = [
  { fileType: 'image', extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'], maxBytes: DEFAULT_UPLOAD_MAX_BYTES, maxDurationSeconds: null },
  { fileType: 'video', extensions: ['mp4'], maxBytes: 8 * MB, maxDurationSeconds: 60 },
  { fileType: 'document', extensions: ['pdf'], maxBytes: 5 * MB, maxDurationSeconds: null },
  { fileType: 'document', extensions: ['docx'], maxBytes: DEFAULT_UPLOAD_MAX_BYTES, maxDurationSeconds: null },
];
