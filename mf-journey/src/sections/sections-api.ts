import type { HttpClient } from '@klob/shared';
import {
  CONTENT_PATHS,
  type ArticleDetail,
  type ArticleListQuery,
  type ArticleListResult,
  type KaleidosklobDetail,
  type KaleidosklobListQuery,
  type KaleidosklobListResult,
  type KlobmeterDetail,
  type KlobmeterItem,
  type KlobmeterListQuery,
} from '@klob/shared/api-contract/content';
import { getResult, type CallOptions } from '@klob/shared/api-contract/envelope';

/** The four sections' content calls (spec 1 §1, §2.1): Klob Meter, Kaleidosklob and Ensiklobedia lists and details. */
export const sectionsApi = {
  articles: (client: HttpClient, query: ArticleListQuery, options?: CallOptions) =>
    getResult<ArticleListResult>(client, CONTENT_PATHS.articleList, query, options),
  article: (client: HttpClient, articleId: string, options?: CallOptions) =>
    getResult<ArticleDetail>(client, CONTENT_PATHS.articleDetail(articleId), undefined, options),
  klobmeter: (client: HttpClient, query: KlobmeterListQuery, options?: CallOptions) =>
    getResult<KlobmeterItem[]>(client, CONTENT_PATHS.klobmeterList, query, options),
  klobmeterItem: (client: HttpClient, label: string, options?: CallOptions) =>
    getResult<KlobmeterDetail>(client, CONTENT_PATHS.klobmeterDetail(label), undefined, options),
  kaleidosklob: (client: HttpClient, query: KaleidosklobListQuery, options?: CallOptions) =>
    getResult<KaleidosklobListResult>(client, CONTENT_PATHS.kaleidosklobList, query, options),
  kaleidosklobItem: (client: HttpClient, itemId: string, options?: CallOptions) =>
    getResult<KaleidosklobDetail>(client, CONTENT_PATHS.kaleidosklobDetail(itemId), undefined, options),
};
