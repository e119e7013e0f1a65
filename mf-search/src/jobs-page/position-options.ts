import { LOCAL_SUGGESTION_CAP } from '@klob/shared/constants';

/**
 * The options of the local position filter (spec 1 §5, §9): the names starting with the typed text,
 * ignoring case, at most LOCAL_SUGGESTION_CAP, without repeats.
 */
export function positionOptions(names: readonly string[], typed: string): string[] {
  const prefix = typed.trim().toLocaleLowerCase('id');
  if (!prefix) return [];
  const seen = new Set<string>();
  const options: string[] = [];
  for (const name of names) {
    const key = name.toLocaleLowerCase('id');
    if (!key.startsWith(prefix) || seen.has(key)) continue;
    seen.add(key);
    options.push(name);
    if (options.length === LOCAL_SUGGESTION_CAP) break;
  }
  return options;
}
