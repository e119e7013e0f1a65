/**
 * @klob/shared: the run-time contract of the platform, loaded once per page as
 * a Module Federation singleton: the bus, the services contract, the unit
 * lifecycles, i18n and the exposed-unit catalogue.
 *
 * Stateless helpers are separate entries, bundled (and tree-shaken) by each
 * app that uses them: `@klob/shared/constants`, `/format`, `/ui`, `/media`,
 * `/validation`, `/types`, `/testing`. Keeping them out of this entry keeps
 * the singleton small (everything a shared module exports is loaded).
 */
export * from './bus/create-bus';
export * from './bus/channels';
export * from './bus/klob-bus';
export * from './bus/channel-contracts';
export * from './bus/use-bus-state';
export * from './bus/forget-on-sign-out';
export * from './services/http-client';
export * from './services/request-url';
export * from './services/request-headers';
export * from './services/environment-config';
export type * from './services/services';
export * from './data/index';
export * from './mount/create-mountable';
export * from './mount/services-context';
export * from './mount/unit-props-context';
export * from './mount/unit-error-boundary';
export * from './i18n/index';
export * from './ui/slot-fallback';
export type * from './types/index';
export * from './units/catalogue';
