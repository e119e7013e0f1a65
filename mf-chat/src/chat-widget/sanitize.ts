import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify, loaded in its own chunk the first time a message is shown. */
export function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then((module) => module.default);
  return purifier;
}

/** Message content may be HTML (S2-3-04): only DOMPurify's output is ever put in the page. */
export const sanitizeMessage = (purify: DOMPurify, content: string): string =>
  purify.sanitize(content, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
