/** The part of `Storage` the entries use; tests and the browser both give one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One typed local storage key. `read` answers null for a missing or unreadable value. */
export interface StorageEntry<T> {
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

// Storage access throws when the browser blocks it (private modes, quota); the app then behaves as if the key were absent.
function readRaw(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function writeRaw(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}
function removeRaw(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key}`, error);
  }
}

export function stringEntry(storage: KeyValueStorage, key: string): StorageEntry<string> {
  return {
    read: () => readRaw(storage, key),
    write: (value) => writeRaw(storage, key, value),
    remove: () => removeRaw(storage, key),
  };
}

/** A string entry that only answers values `isValid` accepts. */
export function checkedStringEntry<T extends string>(
  storage: KeyValueStorage,
  key: string,
  isValid: (value: unknown) => value is T,
): StorageEntry<T> {
  return {
    read: () => {
      const raw = readRaw(storage, key);
      return isValid(raw) ? raw : null;
    },
    write: (value) => writeRaw(storage, key, value),
    remove: () => removeRaw(storage, key),
  };
}

/** A JSON entry: corrupt JSON or a value of the wrong shape reads as null. */
export function jsonEntry<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): StorageEntry<T> {
  return {
    read: () => {
      const raw = readRaw(storage, key);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isValid(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write: (value) => writeRaw(storage, key, JSON.stringify(value)),
    remove: () => removeRaw(storage, key),
  };
}

/** A true/false flag stored as the text 'true' or 'false'. */
export function booleanEntry(storage: KeyValueStorage, key: string): StorageEntry<boolean> {
  return {
    read: () => {
      const raw = readRaw(storage, key);
      return raw === 'true' ? true : raw === 'false' ? false : null;
    },
    write: (value) => writeRaw(storage, key, String(value)),
    remove: () => removeRaw(storage, key),
  };
}
