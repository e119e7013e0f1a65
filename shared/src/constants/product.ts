/** `{product}` in paths, ids and keys (docs/ARCHITECTURE.md "Naming"). */
export const PRODUCT_SLUG = 'klob';
/** `{product}` in text. */
export const PRODUCT_NAME = 'Klob';

export type Environment = 'development' | 'production' | 'test';
/** spec 1 §9: the current environment is a development one. */
export const CURRENT_ENVIRONMENT: Environment = 'development';
