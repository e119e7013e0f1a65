import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from '../../db/sql.js';
import { isFileKey } from './file-key.js';

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

/** Files on disk under uploadDir, one per key, with their metadata in the uploads table. */
export function createUploadStore(sql: Sql, uploadDir: string) {
  const root = path.resolve(uploadDir);
  const select = (fileKey: string) => sql.get<UploadRow>('SELECT * FROM uploads WHERE file_key = ?', [fileKey]);

  /** The file's path; only keys of the safe pattern get one, so no name can leave the folder. */
  function pathOf(fileKey: string): string {
    if (!isFileKey(fileKey)) throw new Error(`not a file key: ${fileKey}`);
    const filePath = path.join(root, fileKey);
    if (path.dirname(filePath) !== root) throw new Error(`file key leaves the upload folder: ${fileKey}`);
    return filePath;
  }

  return {
    pathOf,
    async save(upload: NewUpload): Promise<StoredUpload> {
      const { bytes, ...meta } = upload;
      const filePath = pathOf(meta.fileKey);
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(filePath, bytes, { flag: 'wx' });
      try {
        await sql.run(
          `INSERT INTO uploads (file_key, original_filename, extension, mime_type, size_bytes, uploader_user_id, delete_token_hash)
           VALUES (@fileKey, @originalFilename, @extension, @mimeType, @sizeBytes, @uploaderUserId, @deleteTokenHash)`,
          { ...meta, deleteTokenHash: meta.deleteTokenHash ?? null, sizeBytes: bytes.length },
        );
      } catch (error) {
        fs.rmSync(filePath, { force: true });
        throw error;
      }
      return fromRow((await select(meta.fileKey))!);
    },
    async find(fileKey: string): Promise<StoredUpload | undefined> {
      const row = await select(fileKey);
      return row && fromRow(row);
    },
    /** Removes the record and the file; false when the key is not stored. */
    async delete(fileKey: string): Promise<boolean> {
      if ((await sql.run('DELETE FROM uploads WHERE file_key = ?', [fileKey])).changes === 0) return false;
      fs.rmSync(pathOf(fileKey), { force: true });
      return true;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
