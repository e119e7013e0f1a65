import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_PATHS,
  ARTICLE_CATEGORIES,
  KALEIDOSKLOB_KINDS,
  KLOBMETER_KINDS,
  type ArticleDetail,
  type ArticleListResult,
  type KaleidosklobDetail,
  type KaleidosklobListResult,
  type KlobmeterDetail,
  type KlobmeterItem,
} from '@klob/shared/api-contract/content';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { findArticle, findKaleidosklob, findKlobmeter, listArticles, listKaleidosklob, listKlobmeter } from './journey-store.js';
import { pageWindow, pagingQueryFields } from './paging.js';
import { idString, oneOf, searchText, trimmedOrUndefined } from './schema-parts.js';

const ArticleListQuery = Type.Object({
  category: Type.Optional(oneOf(ARTICLE_CATEGORIES)),
  keyword: Type.Optional(searchText()),
  ...pagingQueryFields,
});
const ArticleParams = Type.Object({ articleId: idString(120) });
const KlobmeterListQuery = Type.Object({ kind: Type.Optional(oneOf(KLOBMETER_KINDS)) });
const KlobmeterParams = Type.Object({ label: idString(120) });
const KaleidosklobListQuery = Type.Object({
  kind: Type.Optional(oneOf(KALEIDOSKLOB_KINDS)),
  ...pagingQueryFields,
});
const KaleidosklobParams = Type.Object({ itemId: idString(40) });

/** The ensiklobedia, klobmeter and kaleidosklob sections of the journey (spec 1 §1, §2.1). */
export function registerJourneyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql } = ctx;
  const { identifyViewer } = ctx.guards;

  app.get<{ Querystring: Static<typeof ArticleListQuery> }>(
    CONTENT_PATHS.articleList,
    { schema: { querystring: ArticleListQuery } },
    async (request) => {
      const filter = { category: request.query.category, keyword: trimmedOrUndefined(request.query.keyword) };
      return ok<ArticleListResult>(await listArticles(sql, filter, pageWindow(request.query)));
    },
  );

  app.get<{ Params: Static<typeof ArticleParams> }>(
    CONTENT_PATHS.articleDetail.pattern,
    { schema: { params: ArticleParams }, preHandler: identifyViewer },
    async (request) => {
      const article = await findArticle(sql, request.params.articleId, Boolean(request.user));
      if (!article) throw notFound(`Article ${request.params.articleId} not found`);
      return ok<ArticleDetail>(article);
    },
  );

  app.get<{ Querystring: Static<typeof KlobmeterListQuery> }>(
    CONTENT_PATHS.klobmeterList,
    { schema: { querystring: KlobmeterListQuery } },
    async (request) => ok<KlobmeterItem[]>(await listKlobmeter(sql, request.query.kind)),
  );

  app.get<{ Params: Static<typeof KlobmeterParams> }>(
    CONTENT_PATHS.klobmeterDetail.pattern,
    { schema: { params: KlobmeterParams } },
    async (request) => {
      const item = await findKlobmeter(sql, request.params.label);
      if (!item) throw notFound(`Klobmeter item ${request.params.label} not found`);
      return ok<KlobmeterDetail>(item);
    },
  );

  app.get<{ Querystring: Static<typeof KaleidosklobListQuery> }>(
    CONTENT_PATHS.kaleidosklobList,
    { schema: { querystring: KaleidosklobListQuery } },
    async (request) => ok<KaleidosklobListResult>(await listKaleidosklob(sql, request.query.kind, pageWindow(request.query))),
  );

  app.get<{ Params: Static<typeof KaleidosklobParams> }>(
    CONTENT_PATHS.kaleidosklobDetail.pattern,
    { schema: { params: KaleidosklobParams } },
    async (request) => {
      const item = await findKaleidosklob(sql, request.params.itemId);
      if (!item) throw notFound(`Kaleidosklob item ${request.params.itemId} not found`);
      return ok<KaleidosklobDetail>(item);
    },
  );
}
