import type { ProfileStrength } from '../api-contract/content';
import type { HeaderCounters } from './counters';

export type HeaderMenuType = 'notification' | 'message' | 'cart' | 'profile' | 'category' | 'link';

/** An item of a header menu; its badge sums the named counters (spec 2 §3). */
export interface HeaderMenuItem {
  /** A translation key. */
  title: string;
  link: string;
  type: HeaderMenuType;
  icon: string;
  unreadCountSources: ReadonlyArray<keyof HeaderCounters>;
}

/** The answer of GET /rest/open/profile/strength/data; the ring reads progressSection.currentPercent (spec 2 §3). */
export type ProfileProgress = ProfileStrength;
