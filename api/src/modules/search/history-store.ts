import { SEARCH_HISTORY_LIMIT, type SearchHistoryEntity } from '@klob/shared/api-contract/search';
import { allValues, type Sql } from '../../db/sql.js';
import { likeContains } from '../../db/like-contains.js';
import { keywordKey, normalizeKeyword } from './keyword.js';

/** A user's search history (spec 1 §4.6): newest first, one entry per keyword whatever its case, at most SEARCH_HISTORY_LIMIT. */
export function createHistoryStore(sql: Sql) {
  const removeKey = (db: Sql, userId: string, keyword: string) =>
    db.run('DELETE FROM search_history WHERE user_id = ? AND keyword_key = ?', [userId, keywordKey(keyword)]);

  return {
    /** Newest first; with a keyword only the entries containing it (case-insensitive). */
    list(userId: string, keyword?: string): Promise<string[]> {
      const key = keyword ? keywordKey(keyword) : '';
      return key
        ? allValues<string>(
            sql,
            `SELECT keyword FROM search_history WHERE user_id = ? AND keyword_key LIKE ? ESCAPE '\\' ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT}`,
            [userId, likeContains(key)],
          )
        : allValues<string>(
            sql,
            `SELECT keyword FROM search_history WHERE user_id = ? ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT}`,
            [userId],
          );
    },
    /** Moves the keyword to the front (or adds it) and drops what falls past the limit. */
    async save(userId: string, entity: SearchHistoryEntity, keyword: string, now: Date): Promise<void> {
      await sql.transaction(async (tx) => {
        await removeKey(tx, userId, keyword);
        await tx.run('INSERT INTO search_history (user_id, entity, keyword, keyword_key, searched_at) VALUES (?, ?, ?, ?, ?)', [
          userId,
          entity,
          normalizeKeyword(keyword),
          keywordKey(keyword),
          now.toISOString(),
        ]);
        await tx.run(
          `DELETE FROM search_history WHERE user_id = @userId AND history_id NOT IN
             (SELECT history_id FROM search_history WHERE user_id = @userId ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT})`,
          { userId },
        );
      });
    },
    /** True when the keyword was in the history. */
    async remove(userId: string, keyword: string): Promise<boolean> {
      return (await removeKey(sql, userId, keyword)).changes > 0;
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
