import {
  ARTICLE_TEASER_PARAGRAPHS,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleSummary,
  type KaleidosklobDetail,
  type KaleidosklobItem,
  type KaleidosklobKind,
  type KlobmeterItem,
  type KlobmeterKind,
  type LocalizedText,
  type Paged,
} from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';
import { likeContains, likeIgnoringCase } from '../../db/like-contains.js';
import { selectPage, whereAll, type PageWindow } from './paging.js';
import { PARAGRAPH_SEPARATOR } from './seed/seed-journey.js';

/** The columns every ensiklobedia, klobmeter and kaleidosklob card has: title and summary in both languages, a thumbnail. */
interface CardColumns {
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  thumbnail_url: string;
}

const toCard = (row: CardColumns): { title: LocalizedText; summary: LocalizedText; thumbnailUrl: string } => ({
  title: { id: row.title_id, en: row.title_en },
  summary: { id: row.summary_id, en: row.summary_en },
  thumbnailUrl: row.thumbnail_url,
});

/** A long text in both languages (articles, kaleidosklob stories). */
interface BodyColumns {
  body_id: string;
  body_en: string;
}

const bodyOf = (row: BodyColumns): LocalizedText => ({ id: row.body_id, en: row.body_en });

interface ArticleRow extends CardColumns, BodyColumns {
  article_id: string;
  slug: string;
  category: ArticleCategory;
  author: string;
  read_minutes: number;
  published_at: string;
}

const toArticleSummary = (row: ArticleRow): ArticleSummary => ({
  articleId: row.article_id,
  slug: row.slug,
  category: row.category,
  ...toCard(row),
  author: row.author,
  readMinutes: row.read_minutes,
  publishedAt: row.published_at,
});

export async function listArticles(
  db: Sql,
  filter: { category?: ArticleCategory; keyword?: string },
  window: PageWindow,
): Promise<Paged<ArticleSummary>> {
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.category) {
    params.category = filter.category;
    conditions.push('category = @category');
  }
  if (filter.keyword) {
    params.keyword = likeContains(filter.keyword);
    conditions.push(`(${likeIgnoringCase('title_id', '@keyword')} OR ${likeIgnoringCase('title_en', '@keyword')})`);
  }
  const query = { select: '*', from: 'FROM articles', where: whereAll(conditions), orderBy: 'published_at DESC, article_id', params };
  return selectPage(db, query, window, toArticleSummary);
}

const teaserOf = (body: string) => body.split(PARAGRAPH_SEPARATOR).slice(0, ARTICLE_TEASER_PARAGRAPHS).join(PARAGRAPH_SEPARATOR);

/** An article by id or slug; visitors get the limited variant (spec 1 §2.1). */
export async function findArticle(db: Sql, idOrSlug: string, signedIn: boolean): Promise<ArticleDetail | undefined> {
  const row = (await db.get('SELECT * FROM articles WHERE article_id = ? OR slug = ?', [idOrSlug, idOrSlug])) as ArticleRow | undefined;
  if (!row) return undefined;
  const body = bodyOf(row);
  return {
    ...toArticleSummary(row),
    body: signedIn ? body : { id: teaserOf(body.id), en: teaserOf(body.en) },
    isLimited: !signedIn,
  };
}

interface KlobmeterRow extends CardColumns {
  label: string;
  kind: KlobmeterKind;
  position_name: string | null;
  province: string | null;
  salary_p25: number | null;
  salary_median: number | null;
  salary_p75: number | null;
  sample_size: number | null;
  question_count: number | null;
  duration_minutes: number | null;
}

const toKlobmeterItem = (row: KlobmeterRow): KlobmeterItem => ({
  label: row.label,
  kind: row.kind,
  ...toCard(row),
  salaryStatistics:
    row.kind === 'salary-statistics'
      ? {
          positionName: row.position_name ?? '',
          province: row.province ?? '',
          currency: 'IDR',
          p25: row.salary_p25 ?? 0,
          median: row.salary_median ?? 0,
          p75: row.salary_p75 ?? 0,
          sampleSize: row.sample_size ?? 0,
        }
      : null,
  careerTest: row.kind === 'career-test' ? { questionCount: row.question_count ?? 0, durationMinutes: row.duration_minutes ?? 0 } : null,
});

export async function listKlobmeter(db: Sql, kind?: KlobmeterKind): Promise<KlobmeterItem[]> {
  const rows = kind
    ? await db.all('SELECT * FROM klobmeter_items WHERE kind = ? ORDER BY sequence', [kind])
    : await db.all('SELECT * FROM klobmeter_items ORDER BY sequence');
  return (rows as KlobmeterRow[]).map(toKlobmeterItem);
}

export async function findKlobmeter(db: Sql, label: string): Promise<KlobmeterItem | undefined> {
  const row = (await db.get('SELECT * FROM klobmeter_items WHERE label = ?', [label])) as KlobmeterRow | undefined;
  return row && toKlobmeterItem(row);
}

interface KaleidosklobRow extends CardColumns, BodyColumns {
  item_id: string;
  kind: KaleidosklobKind;
  video_url: string | null;
  duration_seconds: number | null;
  corporate_id: string | null;
  corporate_name: string | null;
  published_at: string;
}

const KALEIDOSKLOB_FROM = 'FROM kaleidosklob_items k LEFT JOIN companies c ON c.corporate_id = k.corporate_id';

const toKaleidosklobItem = (row: KaleidosklobRow): KaleidosklobItem => ({
  itemId: row.item_id,
  kind: row.kind,
  ...toCard(row),
  videoUrl: row.video_url,
  durationSeconds: row.duration_seconds,
  corporateId: row.corporate_id,
  corporateName: row.corporate_name,
  publishedAt: row.published_at,
});

export async function listKaleidosklob(db: Sql, kind: KaleidosklobKind | undefined, window: PageWindow): Promise<Paged<KaleidosklobItem>> {
  const query = {
    select: 'k.*, c.corporate_name',
    from: KALEIDOSKLOB_FROM,
    where: kind ? 'WHERE k.kind = @kind' : '',
    orderBy: 'k.published_at DESC, k.item_id',
    params: { kind },
  };
  return selectPage(db, query, window, toKaleidosklobItem);
}

export async function findKaleidosklob(db: Sql, itemId: string): Promise<KaleidosklobDetail | undefined> {
  const row = (await db.get(`SELECT k.*, c.corporate_name ${KALEIDOSKLOB_FROM} WHERE k.item_id = ?`, [itemId])) as
    KaleidosklobRow | undefined;
  return row && { ...toKaleidosklobItem(row), body: bodyOf(row) };
}
