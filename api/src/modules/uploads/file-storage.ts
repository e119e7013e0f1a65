import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isFileKey } from './file-key.js';

/**
 * Where the bytes of uploaded files live, by file key (issue 27). Every api instance must read what any of them
 * wrote: a folder they share (`UPLOAD_DIR`) here; an object store (S3 and the like) can take its place behind the
 * same four calls.
 */
export interface FileStorage {
  /** Stores new bytes; fails when the key is taken. */
  write(fileKey: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream, or undefined when the key holds nothing. */
  read(fileKey: string): Promise<Readable | undefined>;
  remove(fileKey: string): Promise<void>;
}

/** Files in one folder, one per key; only keys of the safe pattern get a path, so no name can leave the folder. */
export function createFolderStorage(uploadDir: string): FileStorage {
  const root = path.resolve(uploadDir);
  function pathOf(fileKey: string): string {
    if (!isFileKey(fileKey)) throw new Error(`not a file key: ${fileKey}`);
    const filePath = path.join(root, fileKey);
    if (path.dirname(filePath) !== root) throw new Error(`file key leaves the upload folder: ${fileKey}`);
    return filePath;
  }
  return {
    async write(fileKey, bytes) {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.writeFile(pathOf(fileKey), bytes, { flag: 'wx' });
    },
    async read(fileKey) {
      const filePath = pathOf(fileKey);
      return fs.existsSync(filePath) ? fs.createReadStream(filePath) : undefined;
    },
    async remove(fileKey) {
      await fs.promises.rm(pathOf(fileKey), { force: true });
    },
  };
}
