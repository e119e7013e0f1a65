/** Entry of `@klob/shared/testing` (package.json maps `./*` to `src/*.ts`). */
export * from './testing/index';
