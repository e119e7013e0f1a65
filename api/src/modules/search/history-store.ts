import { SEARCH_HISTORY_LIMIT, type SearchHistoryEntity } from '@klob/shared/api-contract/search';
import type { Db } from '../../db/database.js';
import { likeContains } from '../../db/like-contains.js';
import { keywordKey, normalizeKeyword } from './keyword.js';

/** A user's search history (spec 1 §4.6): newest first, one entry per keyword whatever its case, at most SEARCH_HISTORY_LIMIT. */
export function createHistoryStore(db: Db) {
  const newest = db
    .prepare(`SELECT keyword FROM search_history WHERE user_id = ? ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT}`)
    .pluck();
  const newestMatching = db
    .prepare(
      `SELECT keyword FROM search_history WHERE user_id = ? AND keyword_key LIKE ? ESCAPE '\\' ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT}`,
    )
    .pluck();
  const removeKey = db.prepare('DELETE FROM search_history WHERE user_id = ? AND keyword_key = ?');
  const insert = db.prepare('INSERT INTO search_history (user_id, entity, keyword, keyword_key, searched_at) VALUES (?, ?, ?, ?, ?)');
  const pruneOldest = db.prepare(
    `DELETE FROM search_history WHERE user_id = @userId AND history_id NOT IN
       (SELECT history_id FROM search_history WHERE user_id = @userId ORDER BY history_id DESC LIMIT ${SEARCH_HISTORY_LIMIT})`,
  );

  const save = db.transaction((userId: string, entity: SearchHistoryEntity, keyword: string, now: Date) => {
    removeKey.run(userId, keywordKey(keyword));
    insert.run(userId, entity, normalizeKeyword(keyword), keywordKey(keyword), now.toISOString());
    pruneOldest.run({ userId });
  });

  return {
    /** Newest first; with a keyword only the entries containing it (case-insensitive). */
    list(userId: string, keyword?: string): string[] {
      const key = keyword ? keywordKey(keyword) : '';
      return (key ? newestMatching.all(userId, likeContains(key)) : newest.all(userId)) as string[];
    },
    /** Moves the keyword to the front (or adds it) and drops what falls past the limit. */
    save(userId: string, entity: SearchHistoryEntity, keyword: string, now: Date): void {
      save(userId, entity, keyword, now);
    },
    /** True when the keyword was in the history. */
    remove(userId: string, keyword: string): boolean {
      return removeKey.run(userId, keywordKey(keyword)).changes > 0;
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
