/**
 * A URL slug of a text: lower case, words of letters and digits (any script) joined by '-'.
 * Accents are kept ('kafé' stays 'kafé'); the browser percent-encodes what needs it.
 */
export function keywordSlug(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLocaleLowerCase('id')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join('-');
}

/** The words of a slug as text: 'front-end-developer' -> 'front end developer'. */
export const keywordOfSlug = (slug: string): string => slug.split('-').filter(Boolean).join(' ');
