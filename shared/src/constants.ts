/** Entry of `@klob/shared/constants` (package.json maps `./*` to `src/*.ts`). */
export * from './constants/index';
