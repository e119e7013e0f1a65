import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { CompanySummary } from '@klob/shared/api-contract/content';
import {
  SEARCH_HISTORY_ENTITIES,
  SEARCH_PATHS,
  SEARCH_RESULTS_MAX_PAGE_SIZE,
  SEARCH_RESULTS_PAGE_SIZE,
  SUGGESTION_TYPES,
  type SearchResultsPage,
  SEARCH_KEYWORD_MAX_LENGTH,
  type LandingJobVacancySearchResult,
  type SearchHistoryResult,
  type SuggestionGroups,
} from '@klob/shared/api-contract/search';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { oneOf } from '../content/schema-parts.js';
import { createCompanySlugStore } from './company-slug-store.js';
import { createHistoryStore } from './history-store.js';
import { toPrefixMatchQuery } from './keyword.js';
import { createLandingSearchStore } from './landing-search-store.js';
import { createSuggestionStore } from './suggestion-store.js';

const keywordText = Type.String({ maxLength: SEARCH_KEYWORD_MAX_LENGTH });
const requiredKeyword = Type.String({ minLength: 1, maxLength: SEARCH_KEYWORD_MAX_LENGTH, pattern: '\\S' });

const SuggestionQuery = Type.Object({
  keyword: Type.Optional(keywordText),
  lang: Type.Optional(oneOf(['id', 'en'] as const)),
});
const LandingQuery = Type.Object({
  corporateName: Type.Optional(keywordText),
  positionName: Type.Optional(keywordText),
});
const SaveHistoryQuery = Type.Object({ entity: oneOf(SEARCH_HISTORY_ENTITIES), keyword: requiredKeyword });
const DeleteHistoryQuery = Type.Object({ keyword: requiredKeyword });

const ResultsQuery = Type.Object({
  keyword: requiredKeyword,
  type: oneOf(SUGGESTION_TYPES),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_RESULTS_MAX_PAGE_SIZE })),
  lang: Type.Optional(oneOf(['id', 'en'] as const)),
});
const CompanySlugQuery = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) });

const EMPTY_GROUPS = { jobVacancy: [], klobmeter: [], ensiklobedia: [], kaleidosklob: [] };

/** The search calls of spec 1 §7 (S1-7-19, S1-7-21..23), the search page's results and the company of /jobs/perusahaan-{slug}. */
export function registerSearchRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { identifyViewer } = ctx.guards;
  const suggestions = createSuggestionStore(ctx.sql);
  const history = createHistoryStore(ctx.sql);
  const landing = createLandingSearchStore(ctx.sql);
  const companies = createCompanySlugStore(ctx.sql);

  app.get<{ Querystring: Static<typeof SuggestionQuery> }>(
    SEARCH_PATHS.suggestion,
    { schema: { querystring: SuggestionQuery }, preHandler: identifyViewer },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? '';
      const userId = request.user?.userId;
      const lastSearchKeyword = userId ? await history.list(userId, keyword) : [];
      // spec 1 §4.6: an empty keyword shows only the history.
      const match = keyword ? toPrefixMatchQuery(keyword) : undefined;
      const groups = match ? await suggestions.suggest(match, request.query.lang ?? 'id') : EMPTY_GROUPS;
      return ok<SuggestionGroups>({ lastSearchKeyword, ...groups });
    },
  );

  app.get<{ Querystring: Static<typeof LandingQuery> }>(
    SEARCH_PATHS.landingJobVacancy,
    { schema: { querystring: LandingQuery } },
    async (request) => {
      const { corporateName, positionName } = request.query;
      if (corporateName === undefined && positionName === undefined)
        throw badRequest('querystring.corporateName or querystring.positionName is required');
      if (corporateName !== undefined && positionName !== undefined)
        throw badRequest('querystring.corporateName and querystring.positionName cannot be used together');
      const names =
        positionName !== undefined
          ? await landing.positionNames(positionName.trim())
          : await landing.corporateNames((corporateName ?? '').trim());
      return ok<LandingJobVacancySearchResult>(names);
    },
  );

  app.get<{ Querystring: Static<typeof SaveHistoryQuery> }>(
    SEARCH_PATHS.saveHistory,
    { schema: { querystring: SaveHistoryQuery }, preHandler: identifyViewer },
    async (request) => {
      const userId = request.user?.userId;
      if (!userId) return ok<SearchHistoryResult>({ saved: false, history: [] });
      await history.save(userId, request.query.entity, request.query.keyword, new Date());
      return ok<SearchHistoryResult>({ saved: true, history: await history.list(userId) });
    },
  );

  app.delete<{ Querystring: Static<typeof DeleteHistoryQuery> }>(
    SEARCH_PATHS.deleteHistory,
    { schema: { querystring: DeleteHistoryQuery }, preHandler: identifyViewer },
    async (request) => {
      const userId = request.user?.userId;
      if (!userId) return ok<SearchHistoryResult>({ deleted: false, history: [] });
      const deleted = await history.remove(userId, request.query.keyword);
      return ok<SearchHistoryResult>({ deleted, history: await history.list(userId) });
    },
  );

  // Public: the same items the suggestions show to anyone, paged for the search page.
  app.get<{ Querystring: Static<typeof ResultsQuery> }>(
    SEARCH_PATHS.results,
    { schema: { querystring: ResultsQuery } },
    async (request) => {
      const { keyword, type, page = 1, size = SEARCH_RESULTS_PAGE_SIZE, lang = 'id' } = request.query;
      const match = toPrefixMatchQuery(keyword.trim());
      if (!match) return ok<SearchResultsPage>({ type, items: [], page, size, totalItems: 0, totalPages: 0 });
      return ok<SearchResultsPage>(await suggestions.page(match, type, lang, { page, size }));
    },
  );

  // Public: a company's name, logo and id for its job list page.
  app.get<{ Querystring: Static<typeof CompanySlugQuery> }>(
    SEARCH_PATHS.companyBySlug,
    { schema: { querystring: CompanySlugQuery } },
    async (request) => {
      const company = await companies.find(request.query.slug);
      if (!company) throw notFound(`No company with the slug ${request.query.slug}`);
      return ok<CompanySummary>(company);
    },
  );
}
