/** A LIKE pattern that finds `text` anywhere, its wildcards escaped so it matches literally (use with ESCAPE '\\'). */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * `column` LIKE the pattern placeholder `param` (`?` or `@name`), without regard to case on both engines (SQLite's
 * LIKE ignores ASCII case, PostgreSQL's does not; `lower` on both sides does the same on each), wildcards escaped.
 */
export const likeIgnoringCase = (column: string, param = '?'): string => `lower(${column}) LIKE lower(${param}) ESCAPE '\\'`;
