export * from './server-data-cache';
export * from './use-server-data';
export * from './use-server-pages';
export * from './use-server-mutation';
export * from './first-screen-data';
export * from './use-debounced-value';
export * from './shared-reads';
