import type {
  CmsLandingPage,
  EventCompany,
  EventSession,
  EventProject,
  EventTagCategory,
  EventType,
  Interruption,
  InterruptionType,
  JobFairImage,
  SurveyMasterRecord,
} from '@klob/shared/api-contract/platform';
import { getValue, type Sql } from '../../db/sql.js';
import { readProfileStrength } from '../content/profile-store.js';
import { COMPANY_VACANCY_COUNT, type CompanySummaryRow } from '../content/company-store.js';

interface EventRow {
  event_id: string;
  subdomain: string | null;
  name: string;
  project: string;
  event_type: EventType;
  tag_category: EventTagCategory;
  package_code: string | null;
  package_name: string | null;
  package_price_rupiah: number | null;
  corporate_id: string | null;
  banner_url: string;
  start_date: string;
  end_date: string;
}

interface EventCompanyRow extends Omit<CompanySummaryRow, 'province'> {
  has_chat: number;
}

const toEventCompany = (row: EventCompanyRow): EventCompany => ({
  corporateId: row.corporate_id,
  corporateName: row.corporate_name,
  corporateSlug: row.slug,
  logoUrl: row.logo_url,
  industry: row.industry,
  city: row.city,
  totalVacancies: row.total_vacancies,
  hasChat: row.has_chat === 1,
});

const toEvent = (row: EventRow): EventProject => ({
  eventId: row.event_id,
  subdomain: row.subdomain,
  name: row.name,
  project: row.project,
  eventType: row.event_type,
  projectPackage:
    row.package_code === null
      ? null
      : { packageCode: row.package_code, packageName: row.package_name ?? '', priceRupiah: row.package_price_rupiah ?? 0 },
  tagCategory: row.tag_category,
  corporateId: row.corporate_id,
  bannerUrl: row.banner_url,
  startDate: row.start_date,
  endDate: row.end_date,
});

interface InterruptionRow {
  type: InterruptionType;
  title_id: string;
  title_en: string;
  target_url: string;
  created_at: string;
}

const toInterruption = (row: InterruptionRow): Interruption => ({
  interruptionType: row.type,
  title: { id: row.title_id, en: row.title_en },
  targetUrl: row.target_url,
  createdAt: row.created_at,
});

/** Read side of the platform tables. camelCase names are quoted: PostgreSQL folds unquoted ones to lower case. */
export function createPlatformStore(sql: Sql) {
  return {
    events: async () => (await sql.all<EventRow>('SELECT * FROM events ORDER BY start_date, event_id')).map(toEvent),
    landingPages: async () =>
      (
        await sql.all<Omit<CmsLandingPage, 'template'> & { templateName: string }>(
          `SELECT subdomain, title, corporate_id AS "corporateId", template_name AS "templateName", start_date AS "startDate", end_date AS "endDate"
           FROM cms_landing_pages ORDER BY start_date, subdomain`,
        )
      ).map(({ templateName, ...page }) => ({ ...page, template: { templateName } })),
    surveys: () =>
      sql.all<SurveyMasterRecord>(
        `SELECT survey_url AS "surveyUrl", survey_id AS "surveyId", survey_type AS "surveyType", survey_name AS "surveyName"
         FROM survey_pages ORDER BY sequence`,
      ),
    hasEventSubdomain: async (subdomain: string) => (await sql.get('SELECT 1 FROM events WHERE subdomain = ?', [subdomain])) !== undefined,
    eventCompanies: async (subdomain: string) =>
      (
        await sql.all<EventCompanyRow>(
          `SELECT c.corporate_id, c.corporate_name, c.slug, c.logo_url, c.industry, c.city, c.has_chat,
             ${COMPANY_VACANCY_COUNT}
           FROM event_companies ec JOIN events e ON e.event_id = ec.event_id JOIN companies c ON c.corporate_id = ec.corporate_id
           WHERE e.subdomain = ? ORDER BY ec.sequence`,
          [subdomain],
        )
      ).map(toEventCompany),
    eventSessions: (subdomain: string) =>
      sql.all<EventSession>(
        `SELECT s.session_id AS "sessionId", s.title, s.speaker, s.start_at AS "startAt", s.end_at AS "endAt"
         FROM event_sessions s JOIN events e ON e.event_id = s.event_id WHERE e.subdomain = ? ORDER BY s.start_at, s.session_id`,
        [subdomain],
      ),
    jobFairImages: (subdomain?: string) =>
      sql.all<JobFairImage>(
        `SELECT image_id AS "imageId", subdomain, image_url AS "imageUrl", mobile_image_url AS "mobileImageUrl", link_url AS "linkUrl", sequence
         FROM jobfair_before_images WHERE (CAST(@subdomain AS TEXT) IS NULL OR subdomain = @subdomain) ORDER BY subdomain, sequence`,
        { subdomain: subdomain ?? null },
      ),

    /** Pending interruptions: an incomplete profile brings complete-profile first, then the stored ones. */
    async interruptions(userId: string): Promise<Interruption[]> {
      const pending = await sql.all<InterruptionRow>(
        `SELECT t.interruption_type AS type, t.title_id, t.title_en, t.target_url, u.created_at
         FROM user_interruptions u JOIN interruption_types t ON t.interruption_type = u.interruption_type
         WHERE u.user_id = ? AND u.resolved_at IS NULL ORDER BY t.sequence, u.interruption_id`,
        [userId],
      );
      const stored = pending.filter((row) => row.type !== 'complete-profile').map(toInterruption);
      if ((await readProfileStrength(sql, userId)).progressSection.currentPercent >= 100) return stored;
      const type = await sql.get<Omit<InterruptionRow, 'type' | 'created_at'>>(
        'SELECT title_id, title_en, target_url FROM interruption_types WHERE interruption_type = ?',
        ['complete-profile'],
      );
      if (!type) return stored;
      const createdAt =
        (await getValue<string>(sql, 'SELECT created_at FROM users WHERE user_id = ?', [userId])) ?? new Date().toISOString();
      return [toInterruption({ ...type, type: 'complete-profile', created_at: createdAt }), ...stored];
    },
  };
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
