import type { SeedStatements } from '../../../db/seed-statements.js';
import { slugify } from '@klob/shared/links';
import { articleSeeds } from './article-data.js';
import { careerTestSeeds, kaleidosklobSeeds, salaryStatisticsSeeds } from './journey-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Paragraphs are stored joined by a blank line. */
export const PARAGRAPH_SEPARATOR = '\n\n';
const WORDS_PER_MINUTE = 200;

export const articleId = (ordinal: number) => `ENS-${String(ordinal).padStart(4, '0')}`;
export const kaleidosklobId = (ordinal: number) => `KAL-${String(ordinal).padStart(4, '0')}`;

function seedArticles(db: SeedStatements, now: Date): void {
  const insert = db.prepare(
    `INSERT INTO articles (article_id, slug, category, title_id, title_en, summary_id, summary_en, body_id, body_en, thumbnail_url, author, read_minutes, published_at)
     VALUES (@articleId, @slug, @category, @titleId, @titleEn, @summaryId, @summaryEn, @bodyId, @bodyEn, @thumbnailUrl, @author, @readMinutes, @publishedAt)`,
  );
  articleSeeds.forEach((article, index) => {
    const bodyId = article.paragraphsId.join(PARAGRAPH_SEPARATOR);
    insert.run({
      articleId: articleId(index + 1),
      slug: article.slug,
      category: article.category,
      titleId: article.titleId,
      titleEn: article.titleEn,
      summaryId: article.paragraphsId[0] ?? '',
      summaryEn: article.paragraphsEn[0] ?? '',
      bodyId,
      bodyEn: article.paragraphsEn.join(PARAGRAPH_SEPARATOR),
      thumbnailUrl: `/static/demo/article-${(index % 6) + 1}.svg`,
      author: article.author,
      readMinutes: Math.max(1, Math.ceil(bodyId.split(/\s+/).length / WORDS_PER_MINUTE)),
      publishedAt: new Date(now.getTime() - (index * 3 + 1) * DAY_MS).toISOString(),
    });
  });
}

function seedKlobmeter(db: SeedStatements): void {
  const insert = db.prepare(
    `INSERT INTO klobmeter_items (label, kind, title_id, title_en, summary_id, summary_en, thumbnail_url, sequence,
       position_name, province, salary_p25, salary_median, salary_p75, sample_size, question_count, duration_minutes)
     VALUES (@label, @kind, @titleId, @titleEn, @summaryId, @summaryEn, @thumbnailUrl, @sequence,
       @positionName, @province, @p25, @median, @p75, @sampleSize, @questionCount, @durationMinutes)`,
  );
  let sequence = 0;
  for (const stats of salaryStatisticsSeeds) {
    sequence += 1;
    insert.run({
      ...stats,
      kind: 'salary-statistics',
      summaryId: `Kisaran gaji ${stats.positionName} di ${stats.province} dari ${stats.sampleSize} data.`,
      summaryEn: `Salary range of ${stats.positionName} in ${stats.province} from ${stats.sampleSize} reports.`,
      thumbnailUrl: '/static/demo/klobmeter-salary.svg',
      sequence,
      questionCount: null,
      durationMinutes: null,
    });
  }
  for (const test of careerTestSeeds) {
    sequence += 1;
    insert.run({
      ...test,
      kind: 'career-test',
      thumbnailUrl: '/static/demo/klobmeter-test.svg',
      sequence,
      positionName: null,
      province: null,
      p25: null,
      median: null,
      p75: null,
      sampleSize: null,
    });
  }
}

function seedKaleidosklob(db: SeedStatements, now: Date): void {
  const insert = db.prepare(
    `INSERT INTO kaleidosklob_items (item_id, kind, title_id, title_en, summary_id, summary_en, body_id, body_en, thumbnail_url, video_url, duration_seconds, corporate_id, published_at)
     VALUES (@itemId, @kind, @titleId, @titleEn, @summaryId, @summaryEn, @bodyId, @bodyEn, @thumbnailUrl, @videoUrl, @durationSeconds, @corporateId, @publishedAt)`,
  );
  kaleidosklobSeeds.forEach((item, index) => {
    const slug = slugify(item.titleEn);
    insert.run({
      ...item,
      itemId: kaleidosklobId(index + 1),
      bodyId: [item.summaryId, 'Simak cerita lengkapnya dan temukan inspirasi untuk langkah karier kamu berikutnya.'].join(
        PARAGRAPH_SEPARATOR,
      ),
      bodyEn: [item.summaryEn, 'Read the full story and find inspiration for your next career step.'].join(PARAGRAPH_SEPARATOR),
      thumbnailUrl: `/static/demo/kaleidosklob-${(index % 4) + 1}.svg`,
      videoUrl: item.kind === 'video' ? `/static/demo/video/${slug}.mp4` : null,
      publishedAt: new Date(now.getTime() - (index * 5 + 2) * DAY_MS).toISOString(),
    });
  });
}

/** Articles, klobmeter items and kaleidosklob stories of the four journey sections. */
export function seedJourney(db: SeedStatements, now: Date): void {
  seedArticles(db, now);
  seedKlobmeter(db);
  seedKaleidosklob(db, now);
}
