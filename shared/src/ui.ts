/** Entry of `@klob/shared/ui`: design tokens and UI primitives (package.json maps `./*` to `src/*.ts`). */
export * from './ui/index';
