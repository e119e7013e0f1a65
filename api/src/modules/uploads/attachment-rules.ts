import type { AttachmentSizeRule, UploadFileType } from '@klob/shared/api-contract/forms';
import type { Sql } from '../../db/sql.js';

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
export function createAttachmentRules(sql: Sql) {
  return {
    /** One entry per extension; `extension` lists the extensions of the same type. */
    async list(): Promise<AttachmentSizeRule[]> {
      const rows = await sql.all<RuleRow>('SELECT * FROM attachment_size_rules ORDER BY file_type, extension');
      const extensionsOf = (type: UploadFileType) => rows.filter((row) => row.file_type === type).map((row) => row.extension);
      return rows.map((row) => ({
        id: row.extension,
        type: row.file_type,
        extension: extensionsOf(row.file_type),
        size: row.max_bytes,
        lengthDuration: row.max_duration_seconds,
      }));
    },
    async forExtension(extension: string): Promise<{ maxBytes: number; maxDurationSeconds: number | null } | undefined> {
      const row = await sql.get<RuleRow>('SELECT * FROM attachment_size_rules WHERE extension = ?', [extension]);
      return row && { maxBytes: row.max_bytes, maxDurationSeconds: row.max_duration_seconds };
    },
    async insert(seed: AttachmentRuleSeed): Promise<void> {
      for (const extension of seed.extensions) {
        await sql.run('INSERT INTO attachment_size_rules (extension, file_type, max_bytes, max_duration_seconds) VALUES (?, ?, ?, ?)', [
          extension,
          seed.fileType,
          seed.maxBytes,
          seed.maxDurationSeconds,
        ]);
      }
    },
  };
}

export type AttachmentRules = ReturnType<typeof createAttachmentRules>;
