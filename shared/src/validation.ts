/** Entry of `@klob/shared/validation` (package.json maps `./*` to `src/*.ts`). */
export * from './validation/index';
