/** Entry of `@klob/shared/media` (package.json maps `./*` to `src/*.ts`). */
export * from './media/index';
