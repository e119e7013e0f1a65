/** The journey sections' content: ensiklobedia articles, klobmeter and kaleidosklob. */

import type { LocalizedText, Paged, PagingQuery } from './common';

export const ARTICLE_CATEGORIES = ['karier', 'wawancara', 'keuangan', 'pengembangan-diri', 'success-person'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** GET /rest/open/page/ensiklobedia/list */
export interface ArticleListQuery extends PagingQuery {
  category?: ArticleCategory;
  keyword?: string;
}

export interface ArticleSummary {
  /** The goalID of /detail-ensiklobedia/{goalID}. */
  articleId: string;
  slug: string;
  category: ArticleCategory;
  title: LocalizedText;
  summary: LocalizedText;
  thumbnailUrl: string;
  author: string;
  readMinutes: number;
  publishedAt: string;
}

export type ArticleListResult = Paged<ArticleSummary>;

/**
 * GET /rest/open/page/ensiklobedia/detail/{articleId} (id or slug). Visitors get the
 * limited variant of spec 1 §2.1: only the first ARTICLE_TEASER_PARAGRAPHS paragraphs.
 */
export const ARTICLE_TEASER_PARAGRAPHS = 1;
export interface ArticleDetail extends ArticleSummary {
  /** Paragraphs separated by a blank line ("\n\n"). */
  body: LocalizedText;
  isLimited: boolean;
}

export const KLOBMETER_KINDS = ['salary-statistics', 'career-test'] as const;
export type KlobmeterKind = (typeof KLOBMETER_KINDS)[number];

/** GET /rest/open/page/klobmeter/list?kind= */
export interface KlobmeterListQuery {
  kind?: KlobmeterKind;
}

export interface SalaryStatistics {
  positionName: string;
  province: string;
  currency: 'IDR';
  /** Monthly gross in Rupiah. */
  p25: number;
  median: number;
  p75: number;
  sampleSize: number;
}

export interface CareerTest {
  questionCount: number;
  durationMinutes: number;
}

export interface KlobmeterItem {
  /** The {label} of /klob-meter/{label}. */
  label: string;
  kind: KlobmeterKind;
  title: LocalizedText;
  summary: LocalizedText;
  thumbnailUrl: string;
  /** Filled for kind salary-statistics, else null. */
  salaryStatistics: SalaryStatistics | null;
  /** Filled for kind career-test, else null. */
  careerTest: CareerTest | null;
}

/** GET /rest/open/page/klobmeter/detail/{label}; 404 unknown label. */
export type KlobmeterDetail = KlobmeterItem;

export const KALEIDOSKLOB_KINDS = ['story', 'video'] as const;
export type KaleidosklobKind = (typeof KALEIDOSKLOB_KINDS)[number];

/** GET /rest/open/page/kaleidosklob/list */
export interface KaleidosklobListQuery extends PagingQuery {
  kind?: KaleidosklobKind;
}

export interface KaleidosklobItem {
  /** The {id} of /klob-journey/kaleidosklob/{id}. */
  itemId: string;
  kind: KaleidosklobKind;
  title: LocalizedText;
  summary: LocalizedText;
  thumbnailUrl: string;
  /** Filled for videos. */
  videoUrl: string | null;
  durationSeconds: number | null;
  corporateId: string | null;
  corporateName: string | null;
  publishedAt: string;
}

export type KaleidosklobListResult = Paged<KaleidosklobItem>;

/** GET /rest/open/page/kaleidosklob/detail/{itemId}; 404 unknown id. */
export interface KaleidosklobDetail extends KaleidosklobItem {
  body: LocalizedText;
}
