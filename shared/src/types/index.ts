/** Entity types of the three specs (§3). React-free: the api imports this entry. */
export type * from './auth';
export type * from './feedback';
export type * from './search';
export type * from './inbox';
export type * from './counters';
export type * from './commerce';
export type * from './platform-state';
export type * from './event';
export type * from './activity-log';
export type * from './vacancy';
export type * from './toast';
export type * from './chat';
export type * from './community';
export type * from './header';
export type * from './survey';
export type * from './company';
export type * from './state-holders';
export type { Language } from '../i18n/languages';
