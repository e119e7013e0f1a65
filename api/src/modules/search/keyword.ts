/** Most words of a keyword that take part in a suggestion query. */
export const MAX_KEYWORD_WORDS = 8;

/** The history key of a keyword: trimmed, inner spaces collapsed, lower case. */
export const normalizeKeyword = (keyword: string): string => keyword.trim().replace(/\s+/g, ' ');
export const keywordKey = (keyword: string): string => normalizeKeyword(keyword).toLowerCase();

/**
 * An FTS5 query where every word of the keyword must start a word of the document:
 * each word becomes a quoted prefix term ("word"*), so no user text is read as query syntax.
 * Undefined when the keyword has no letters or digits.
 */
export function toPrefixMatchQuery(keyword: string): string | undefined {
  const words = keyword.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_KEYWORD_WORDS);
  if (!words?.length) return undefined;
  return words.map((word) => `"${word}"*`).join(' ');
}
