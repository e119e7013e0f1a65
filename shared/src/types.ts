/** Entry of `@klob/shared/types` (package.json maps `./*` to `src/*.ts`). */
export type * from './types/index';
