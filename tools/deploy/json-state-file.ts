import fs from 'node:fs';
import path from 'node:path';

/** Written atomically (a new file renamed over the old): a reader never sees half a file. */
export function writeJsonFile(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function readJsonFile<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Reads a JSON file for something every request needs: parsed again only when its modification
 * time changes, so a request costs a stat. A missing file reads as `fallback`.
 */
export function cachedJsonReader<T>(file: string, fallback: T): () => T {
  let cached: { modifiedAt: number; value: T } | null = null;
  return () => {
    let modifiedAt: number;
    try {
      modifiedAt = fs.statSync(file).mtimeMs;
    } catch {
      cached = null;
      return fallback;
    }
    if (cached?.modifiedAt !== modifiedAt) cached = { modifiedAt, value: readJsonFile(file, fallback) };
    return cached.value;
  };
}
