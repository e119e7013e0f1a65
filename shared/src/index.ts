/**
 * @klob/shared: what every part of Klob agrees on at run time. Browser entry; React-free
 * consumers (the api) import `@klob/shared/constants`, `/format`, `/types` or `/validation`.
 */
export * from './bus/create-bus';
export * from './bus/channels';
export * from './bus/klob-bus';
export * from './services/http-client';
export * from './services/request-url';
export type * from './services/services';
export * from './mount/create-mountable';
export * from './mount/services-context';
export * from './mount/unit-error-boundary';
export * from './i18n/index';
export * from './ui/index';
export * from './media/index';
export * from './constants/index';
export * from './format/index';
export * from './validation/index';
export type * from './types/index';
export * from './units/catalogue';
