import type { PublishedRoute } from '@klob/shared/routes';

/** The pages mf-search answers (spec 1 §2.1), published in its build as klob-routes.json. */
export const SEARCH_PUBLISHED_ROUTES: readonly PublishedRoute<'mf_search'>[] = [
  { path: '/search', access: 'public', unit: 'search-page', sitemap: true },
  { path: '/jobs', access: 'public', unit: 'jobs-page', sitemap: true },
  { path: '/jobs/:dynamicParameter', access: 'public', unit: 'jobs-page' },
  { path: '/companies', access: 'public', unit: 'companies-page', sitemap: true },
];
