import type { Readable } from 'node:stream';
import type { Sql } from '../../db/sql.js';
import type { FileStorage } from './file-storage.js';

export interface StoredUpload {
  fileKey: string;
  originalFilename: string;
  extension: string;
  mimeType: string;
  sizeBytes: number;
  uploaderUserId: string | null;
  /** SHA-256 (hex) of a visitor file's delete token; null for a user's file. */
  deleteTokenHash: string | null;
  createdAt: string;
}

interface UploadRow {
  file_key: string;
  original_filename: string;
  extension: string;
  mime_type: string;
  size_bytes: number;
  uploader_user_id: string | null;
  delete_token_hash: string | null;
  created_at: string;
}

const fromRow = (row: UploadRow): StoredUpload => ({
  fileKey: row.file_key,
  originalFilename: row.original_filename,
  extension: row.extension,
  mimeType: row.mime_type,
  sizeBytes: row.size_bytes,
  uploaderUserId: row.uploader_user_id,
  deleteTokenHash: row.delete_token_hash,
  createdAt: row.created_at,
});

export type NewUpload = Omit<StoredUpload, 'createdAt' | 'sizeBytes' | 'deleteTokenHash'> & {
  bytes: Buffer;
  deleteTokenHash?: string | null;
};

/** Uploaded files: their bytes in `files`, their metadata in the uploads table. */
export function createUploadStore(sql: Sql, files: FileStorage) {
  const find = async (fileKey: string): Promise<StoredUpload | undefined> => {
    const row = await sql.get<UploadRow>('SELECT * FROM uploads WHERE file_key = ?', [fileKey]);
    return row && fromRow(row);
  };

  return {
    async save(upload: NewUpload): Promise<StoredUpload> {
      const { bytes, ...meta } = upload;
      await files.write(meta.fileKey, bytes);
      try {
        await sql.run(
          `INSERT INTO uploads (file_key, original_filename, extension, mime_type, size_bytes, uploader_user_id, delete_token_hash)
           VALUES (@fileKey, @originalFilename, @extension, @mimeType, @sizeBytes, @uploaderUserId, @deleteTokenHash)`,
          { ...meta, deleteTokenHash: meta.deleteTokenHash ?? null, sizeBytes: bytes.length },
        );
      } catch (error) {
        await files.remove(meta.fileKey);
        throw error;
      }
      return (await find(meta.fileKey))!;
    },
    find,
    /** The stored file's bytes, or undefined when its record or its bytes are missing. */
    async open(fileKey: string): Promise<{ upload: StoredUpload; bytes: Readable } | undefined> {
      const upload = await find(fileKey);
      const bytes = upload && (await files.read(upload.fileKey));
      return upload && bytes ? { upload, bytes } : undefined;
    },
    /** Removes the record and the file; false when the key is not stored. */
    async delete(fileKey: string): Promise<boolean> {
      if ((await sql.run('DELETE FROM uploads WHERE file_key = ?', [fileKey])).changes === 0) return false;
      await files.remove(fileKey);
      return true;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
