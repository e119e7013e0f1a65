import { useServices, useUnitProps } from '@klob/shared';

/** The list's filters and page live in the URL query, so a reload or a shared link keeps them. */
export function usePageQuery() {
  const { query, pathname } = useUnitProps();
  const { navigate } = useServices();
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const setQuery = (changes: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!keepPage && !('page' in changes)) next.delete('page');
    const search = next.toString();
    navigate(search ? `${pathname}?${search}` : pathname);
  };
  return { query, page, setQuery, setPage: (value: number) => setQuery({ page: value > 1 ? String(value) : undefined }, true) };
}
