import type { Sql } from '../../db/sql.js';
import { DEMO_KLOBBER_ID } from '../core/demo-data.js';
import { createHistoryStore } from './history-store.js';

/** The klobber's earlier searches, oldest first (so 'UI/UX Designer' is the newest). */
const klobberSearches = [
  { entity: 'all', keyword: 'Jakarta' },
  { entity: 'jobVacancy', keyword: 'frontend developer' },
  { entity: 'ensiklobedia', keyword: 'wawancara' },
  { entity: 'jobVacancy', keyword: 'data analyst' },
  { entity: 'jobVacancy', keyword: 'UI/UX Designer' },
] as const;

export async function seedSearchHistory(sql: Sql, now: Date): Promise<void> {
  const history = createHistoryStore(sql);
  for (const [index, { entity, keyword }] of klobberSearches.entries()) {
    await history.save(DEMO_KLOBBER_ID, entity, keyword, new Date(now.getTime() - (klobberSearches.length - index) * 60_000));
  }
}
