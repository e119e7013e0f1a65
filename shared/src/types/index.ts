/**
 * The types more than one part shares beside the api contracts: the bus payloads (counters, toast
 * kind, vacancy card) and the community invitation. React-free: the api imports this entry.
 */
export type * from './counters';
export type * from './activity-log';
export type * from './vacancy';
export type * from './toast';
export type * from './community';
export type { Language } from '../i18n/languages';
