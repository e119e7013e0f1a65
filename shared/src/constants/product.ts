/** `{product}` in paths, ids and keys (docs/ARCHITECTURE.md "Naming"). */
export const PRODUCT_SLUG = 'klob';
/** `{product}` in text. */
export const PRODUCT_NAME = 'Klob';
