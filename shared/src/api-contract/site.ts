/**
 * The calls of the shell's content and tool pages (issue 16): contact messages, demo requests,
 * business registrations, newsletter unsubscribe, salary statistics from vacancy data and the
 * sitemap's data. Every answer is wrapped in the envelope `{ status, message, result }`;
 * the types below describe `result`.
 */

import { routePath } from './route-path';

export const SITE_PATHS = {
  /** POST {@link ContactMessageBody}: anyone may write. */
  contactMessage: '/rest/open/site/contact-message',
  /** GET /{messageId}?receipt=: the stored message, for the sender who holds its receipt. */
  contactMessageReceipt: routePath('/rest/open/site/contact-message/:messageId'),
  /** POST {@link DemoRequestBody}: anyone may ask. */
  demoRequest: '/rest/open/site/demo-request',
  /** POST {@link BusinessRegistrationBody}: creates a pending company. */
  businessRegistration: '/rest/open/site/business-registration',
  /** POST {@link UnsubscribeBody}: the token of a newsletter link unsubscribes its address. */
  unsubscribe: '/rest/open/site/newsletter/unsubscribe',
  /** GET (signed in): the caller's own newsletter subscription with its unsubscribe token ({@link NewsletterSubscription}), 404 when none. */
  newsletterSubscription: '/rest/page/site/newsletter/subscription',
  /** GET with {@link SalaryStatisticsQuery}: salary ranges from published vacancies. */
  salaryStatistics: '/rest/open/site/salary-statistics',
  /** GET: what sitemap.xml lists besides the route table (published jobs, campaign pages, events). */
  sitemapData: '/rest/open/site/sitemap-data',
} as const;

/** Longest free text of a message, a demo request's note. */
export const SITE_MESSAGE_MAX_LENGTH = 2000;
export const SITE_NAME_MAX_LENGTH = 100;
/** A phone number as typed: 8-20 digits, spaces, dashes or brackets, an optional leading +. */
export const SITE_PHONE_PATTERN = /^\+?[0-9 ()-]{8,20}$/;
/** The smallest message worth an answer. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** The utm values of the visit that sent a message (spec 1 §9 keeps them in local storage). */
export interface UtmValues {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export const CONTACT_TOPICS = ['account', 'jobs', 'business', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactMessageBody extends UtmValues {
  name: string;
  email: string;
  phone?: string;
  topic: ContactTopic;
  message: string;
}

export interface ContactMessageResult {
  messageId: number;
  receivedAt: string;
  /** Proves the sender: with it the message can be read back (what was stored, with its campaign). */
  receipt: string;
}

/** A stored contact message as its sender reads it back. */
export interface StoredContactMessage extends ContactMessageBody {
  messageId: number;
  receivedAt: string;
}

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export interface DemoRequestBody extends UtmValues {
  name: string;
  workEmail: string;
  phone: string;
  companyName: string;
  companySize: CompanySize;
  note?: string;
}

export interface DemoRequestResult {
  requestId: number;
  receivedAt: string;
}

export interface BusinessRegistrationBody {
  companyName: string;
  industry: string;
  companySize: CompanySize;
  city: string;
  website?: string;
  picName: string;
  picEmail: string;
  picPhone: string;
}

/** The company stays pending until the Klob team verifies it. */
export interface BusinessRegistrationResult {
  registrationId: number;
  companyName: string;
  status: 'pending';
}

export interface UnsubscribeBody {
  token: string;
}

/** `result` of GET SITE_PATHS.newsletterSubscription: what the caller's unsubscribe link carries. */
export interface NewsletterSubscription {
  maskedEmail: string;
  /** Random per database (issue 22): only its address's owner (signed in) or its mails know it. */
  unsubscribeToken: string;
  unsubscribedAt: string | null;
}

export interface UnsubscribeResult {
  /** The address, partly hidden (a***@klob.id). */
  maskedEmail: string;
  unsubscribedAt: string;
}

/** What the groups of the salary statistics are made by. */
export const SALARY_GROUP_BY = ['level', 'position', 'province'] as const;
export type SalaryGroupBy = (typeof SALARY_GROUP_BY)[number];

export interface SalaryStatisticsQuery {
  position?: string;
  level?: string;
  province?: string;
  /** Default 'level'. */
  groupBy?: SalaryGroupBy;
}

/** The vacancies with a visible salary that share one value of the grouping (a level, a position or a province). Rupiah per month. */
export interface SalaryGroup {
  key: string;
  vacancyCount: number;
  minSalary: number;
  medianSalary: number;
  maxSalary: number;
}

export interface SalaryStatistics {
  groups: SalaryGroup[];
  /** What the filters can take, from the same vacancies. */
  options: { positions: string[]; levels: string[]; provinces: string[] };
}

export interface SitemapJob {
  path: string;
  postedAt: string;
}

/** A page of the sitemaps with its name. */
export interface SitemapPage {
  path: string;
  title: string;
}

export interface SitemapData {
  jobs: SitemapJob[];
  /** The active CMS landing pages (spec 1 §2.6). */
  landingPages: SitemapPage[];
  /** The public pages of events not yet over (form events need a sign-in: not listed). */
  eventPages: SitemapPage[];
}
