/** Entry of `@klob/shared/format` (package.json maps `./*` to `src/*.ts`). */
export * from './format/index';
