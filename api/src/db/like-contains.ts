/** A LIKE pattern that finds `text` anywhere, its wildcards escaped so it matches literally (use with ESCAPE '\\'). */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
