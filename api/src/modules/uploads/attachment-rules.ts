import type { AttachmentSizeRule, UploadFileType } from '@klob/shared/api-contract/forms';
import type { Db } from '../../db/database.js';

interface RuleRow {
  extension: string;
  file_type: UploadFileType;
  max_bytes: number;
  max_duration_seconds: number | null;
}

export interface AttachmentRuleSeed {
  fileType: UploadFileType;
  extensions: readonly string[];
  maxBytes: number;
  maxDurationSeconds: number | null;
}

/** The attachment size master (spec 3 §3): one row per file extension. */
export function createAttachmentRules(db: Db) {
  const selectAll = db.prepare<[], RuleRow>('SELECT * FROM attachment_size_rules ORDER BY file_type, extension');
  const selectOne = db.prepare<[string], RuleRow>('SELECT * FROM attachment_size_rules WHERE extension = ?');
  const insert = db.prepare(
    'INSERT INTO attachment_size_rules (extension, file_type, max_bytes, max_duration_seconds) VALUES (?, ?, ?, ?)',
  );

  return {
    /** One entry per extension; `extension` lists the extensions of the same type. */
    list(): AttachmentSizeRule[] {
      const rows = selectAll.all();
      const extensionsOf = (type: UploadFileType) => rows.filter((row) => row.file_type === type).map((row) => row.extension);
      return rows.map((row) => ({
        id: row.extension,
        type: row.file_type,
        extension: extensionsOf(row.file_type),
        size: row.max_bytes,
        lengthDuration: row.max_duration_seconds,
      }));
    },
    forExtension(extension: string): { maxBytes: number; maxDurationSeconds: number | null } | undefined {
      const row = selectOne.get(extension);
      return row && { maxBytes: row.max_bytes, maxDurationSeconds: row.max_duration_seconds };
    },
    insert(seed: AttachmentRuleSeed): void {
      for (const extension of seed.extensions) insert.run(extension, seed.fileType, seed.maxBytes, seed.maxDurationSeconds);
    },
  };
}

export type AttachmentRules = ReturnType<typeof createAttachmentRules>;
