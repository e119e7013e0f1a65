import { LANDING_SEARCH_LIMIT } from '@klob/shared/api-contract/search';
import type { Db } from '../../db/database.js';
import { likeContains } from '../../db/like-contains.js';

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Names for the landing job-vacancy search (spec 1 §7): distinct position names, or the
 * names of companies with visible vacancies; names starting with the text first.
 */
export function createLandingSearchStore(db: Db) {
  const positions = db
    .prepare(
      `SELECT position_name FROM vacancies WHERE position_name LIKE @contains ESCAPE '\\'
       GROUP BY position_name COLLATE NOCASE
       ORDER BY (position_name LIKE @prefix ESCAPE '\\') DESC, position_name COLLATE NOCASE
       LIMIT ${LANDING_SEARCH_LIMIT}`,
    )
    .pluck();
  const companies = db
    .prepare(
      `SELECT c.corporate_name FROM companies c
       WHERE c.corporate_name LIKE @contains ESCAPE '\\'
         AND EXISTS (SELECT 1 FROM vacancies v WHERE v.corporate_id = c.corporate_id AND v.anonym = 0)
       ORDER BY (c.corporate_name LIKE @prefix ESCAPE '\\') DESC, c.corporate_name COLLATE NOCASE
       LIMIT ${LANDING_SEARCH_LIMIT}`,
    )
    .pluck();
  const params = (text: string) => ({ contains: likeContains(text), prefix: startsWith(text) });
  return {
    positionNames: (text: string) => positions.all(params(text)) as string[],
    corporateNames: (text: string) => companies.all(params(text)) as string[],
  };
}
