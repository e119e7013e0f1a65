import { SUGGESTION_TYPES, type SuggestionGroups, type SuggestionItem, type SuggestionType } from '@klob/shared/api-contract/search';

/** One row of the suggestion list: a group title (never highlighted), a history keyword or a suggestion. */
export type SuggestionRow =
  | { kind: 'title'; key: string; group: 'lastSearchKeyword' | SuggestionType }
  | { kind: 'history'; key: string; keyword: string }
  | { kind: 'item'; key: string; item: SuggestionItem };

export type OptionRow = Exclude<SuggestionRow, { kind: 'title' }>;

/**
 * The rows of the list for the typed keyword (spec 1 §4.6): an empty keyword shows only the history
 * under its title; otherwise the history entries the answer matched, then each non-empty group of
 * spec 1 §3 under its title.
 */
export function toSuggestionRows(groups: SuggestionGroups | null, keyword: string): SuggestionRow[] {
  if (!groups) return [];
  const rows: SuggestionRow[] = [];
  if (groups.lastSearchKeyword.length > 0) {
    rows.push({ kind: 'title', key: 'title-history', group: 'lastSearchKeyword' });
    for (const entry of groups.lastSearchKeyword) rows.push({ kind: 'history', key: `history-${entry}`, keyword: entry });
  }
  if (!keyword.trim()) return rows;
  for (const type of SUGGESTION_TYPES) {
    const items = groups[type];
    if (items.length === 0) continue;
    rows.push({ kind: 'title', key: `title-${type}`, group: type });
    for (const item of items) rows.push({ kind: 'item', key: `${type}-${item.id}`, item });
  }
  return rows;
}

/**
 * The next row to highlight from `current` (-1: none) in `direction`, skipping title rows and
 * wrapping around; -1 when no row can be highlighted.
 */
export function nextOptionIndex(rows: readonly SuggestionRow[], current: number, direction: 1 | -1): number {
  const count = rows.length;
  if (count === 0) return -1;
  let index = current;
  for (let step = 0; step < count; step += 1) {
    index = index === -1 ? (direction === 1 ? 0 : count - 1) : (index + direction + count) % count;
    if (rows[index]?.kind !== 'title') return index;
  }
  return -1;
}
