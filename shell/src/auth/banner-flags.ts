import type { KeyValueStorage } from './storage-entry';

/**
 * spec 1 §3 names "several profile-banner closed flags" without their keys.
 * Every unit that remembers a closed profile banner stores it under a key
 * with this prefix, so sign-out (spec 1 §4.1) can clear them all.
 */
export const PROFILE_BANNER_FLAG_PREFIX = 'profileBannerClosed:';

type ListableStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

export function clearBannerFlags(storage: ListableStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PROFILE_BANNER_FLAG_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch (error) {
    console.warn('Could not clear the banner flags', error);
  }
}
