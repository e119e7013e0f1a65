import type {
  BusinessRegistrationBody,
  ContactMessageBody,
  ContactTopic,
  DemoRequestBody,
  SitemapData,
  StoredContactMessage,
} from '@klob/shared/api-contract/site';
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.js';
import type { SalaryRow } from './salary-aggregation.js';

interface ContactRow {
  message_id: number;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  message: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  received_at: string;
}

export interface SalaryFilter {
  position?: string;
  level?: string;
  province?: string;
}

/** Hides most of an address's local part: a***@klob.id. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** An unsubscribe link's token: random, so it cannot be guessed from another (issue 22). */
export const newUnsubscribeToken = () => randomBytes(18).toString('base64url');

export function createSiteStore(sql: Sql) {
  const utm = (body: { utmSource?: string; utmMedium?: string; utmCampaign?: string }) => ({
    utmSource: body.utmSource ?? null,
    utmMedium: body.utmMedium ?? null,
    utmCampaign: body.utmCampaign ?? null,
  });
  /** Inserts and answers the new row's id. */
  const insert = async (statement: string, values: Record<string, unknown>): Promise<number> =>
    (await sql.get<{ id: number }>(statement, values))!.id;

  return {
    addContactMessage(body: ContactMessageBody, receipt: string, receivedAt: string): Promise<number> {
      return insert(
        `INSERT INTO contact_messages (name, email, phone, topic, message, utm_source, utm_medium, utm_campaign, receipt, received_at)
         VALUES (@name, @email, @phone, @topic, @message, @utmSource, @utmMedium, @utmCampaign, @receipt, @receivedAt) RETURNING message_id AS id`,
        { ...body, phone: body.phone ?? null, ...utm(body), receipt, receivedAt },
      );
    },
    /** The message, only for the matching receipt. */
    async contactMessage(messageId: number, receipt: string): Promise<StoredContactMessage | undefined> {
      const row = await sql.get<ContactRow>('SELECT * FROM contact_messages WHERE message_id = ? AND receipt = ?', [messageId, receipt]);
      if (!row) return undefined;
      const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: value });
      return {
        messageId: row.message_id,
        name: row.name,
        email: row.email,
        topic: row.topic,
        message: row.message,
        ...optional('phone', row.phone),
        ...optional('utmSource', row.utm_source),
        ...optional('utmMedium', row.utm_medium),
        ...optional('utmCampaign', row.utm_campaign),
        receivedAt: row.received_at,
      };
    },
    addDemoRequest(body: DemoRequestBody, receivedAt: string): Promise<number> {
      return insert(
        `INSERT INTO demo_requests (name, work_email, phone, company_name, company_size, note, utm_source, utm_medium, utm_campaign, received_at)
         VALUES (@name, @workEmail, @phone, @companyName, @companySize, @note, @utmSource, @utmMedium, @utmCampaign, @receivedAt)
         RETURNING request_id AS id`,
        { ...body, note: body.note ?? null, ...utm(body), receivedAt },
      );
    },
    addBusinessRegistration(body: BusinessRegistrationBody, receivedAt: string): Promise<number> {
      return insert(
        `INSERT INTO business_registrations (company_name, industry, company_size, city, website, pic_name, pic_email, pic_phone, received_at)
         VALUES (@companyName, @industry, @companySize, @city, @website, @picName, @picEmail, @picPhone, @receivedAt)
         RETURNING registration_id AS id`,
        { ...body, website: body.website ?? null, receivedAt },
      );
    },
    /** The subscription of an address with its unsubscribe token, or undefined when it has none. */
    async subscriptionOf(email: string): Promise<{ unsubscribeToken: string; unsubscribedAt: string | null } | undefined> {
      const row = await sql.get<{ unsubscribe_token: string; unsubscribed_at: string | null }>(
        'SELECT unsubscribe_token, unsubscribed_at FROM newsletter_subscriptions WHERE lower(email) = lower(?)',
        [email],
      );
      return row && { unsubscribeToken: row.unsubscribe_token, unsubscribedAt: row.unsubscribed_at };
    },
    /** The subscription's address once unsubscribed (the first time's date is kept), or undefined for an unknown token. */
    async unsubscribe(token: string, now: string): Promise<{ email: string; unsubscribedAt: string } | undefined> {
      const subscription = await sql.get<{ email: string; unsubscribed_at: string | null }>(
        'SELECT email, unsubscribed_at FROM newsletter_subscriptions WHERE unsubscribe_token = ?',
        [token],
      );
      if (!subscription) return undefined;
      const unsubscribedAt = subscription.unsubscribed_at ?? now;
      if (!subscription.unsubscribed_at) {
        await sql.run('UPDATE newsletter_subscriptions SET unsubscribed_at = ? WHERE unsubscribe_token = ?', [unsubscribedAt, token]);
      }
      return { email: subscription.email, unsubscribedAt };
    },
    async salaryRows(filter: SalaryFilter): Promise<SalaryRow[]> {
      const same = (a: string, b: string | undefined) => b === undefined || a.toLowerCase() === b.toLowerCase();
      const rows = await sql.all<SalaryRow>(
        `SELECT position_name AS position, job_level AS level, province, salary_min AS "salaryMin", salary_max AS "salaryMax"
         FROM vacancies WHERE salary_visible = 1 ORDER BY klob_vacancy_code`,
      );
      return rows.filter(
        (row) => same(row.position, filter.position) && same(row.level, filter.level) && same(row.province, filter.province),
      );
    },
    async sitemapData(now: string): Promise<SitemapData> {
      const jobs = await sql.all<{ code: string; corporate_id: string; corporate_slug: string; slug: string; posted_at: string }>(
        `SELECT v.klob_vacancy_code AS code, v.corporate_id, c.slug AS corporate_slug, v.slug, v.posted_at
         FROM vacancies v JOIN companies c ON c.corporate_id = v.corporate_id
         WHERE v.anonym = 0 ORDER BY v.posted_at DESC, v.klob_vacancy_code`,
      );
      const landingPages = await sql.all<{ subdomain: string; title: string }>(
        'SELECT subdomain, title FROM cms_landing_pages WHERE start_date <= ? AND end_date >= ? ORDER BY subdomain',
        [now, now],
      );
      const events = await sql.all<{ subdomain: string; name: string; event_type: string }>(
        `SELECT subdomain, name, event_type FROM events WHERE subdomain IS NOT NULL AND end_date >= ? ORDER BY subdomain`,
        [now],
      );
      return {
        jobs: jobs.map((row) => ({
          path: `/job/${row.corporate_slug}/${row.corporate_id}/${row.slug}/${row.code}`,
          postedAt: row.posted_at,
        })),
        landingPages: landingPages.map((row) => ({ path: `/${row.subdomain}`, title: row.title })),
        // Form events (/form/{id}) need a sign-in: not for crawlers.
        eventPages: events.filter((row) => row.event_type !== 'form').map((row) => ({ path: `/${row.subdomain}`, title: row.name })),
      };
    },
  };
}
