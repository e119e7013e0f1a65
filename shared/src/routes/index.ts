export * from './published-routes';
export * from './dynamic-routes';
