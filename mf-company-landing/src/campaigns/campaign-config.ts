import type { Language } from '@klob/shared';

/** The partner's own copy of a campaign page, in one language. */
export interface CampaignTexts {
  /** The page heading (h1) and document title. */
  title: string;
  tagline: string;
  /** What the programme is: one or more paragraphs separated by blank lines. */
  programme: string;
  requirements: string[];
  benefits: string[];
  timeline: { stage: string; when: string }[];
  faq: { question: string; answer: string }[];
}

/**
 * One partner campaign page (spec 1 §2.5): everything a partner team writes to
 * add a page. The template (campaign-page.tsx) renders it; the vacancies come
 * from the api by the partner's corporateId.
 */
export interface CampaignConfig {
  /** The route, e.g. '/rekrutmen-bankjatim': one path segment, exactly as users type it. */
  path: string;
  partner: {
    name: string;
    /** The company whose open vacancies the page lists. */
    corporateId: string;
    /** Served by the api (e.g. /static/demo/campaign/x-logo.svg) or an https address: no binary assets in this repository. */
    logoUrl: string;
  };
  /** The partner's colours (#rrggbb): hero background, text on it, and the accent of buttons and headings. */
  brand: { primary: string; onPrimary: string; accent: string };
  /** Only the partner's vacancies that match this keyword (e.g. one programme of a bank). */
  vacancyKeyword?: string;
  /** Registration window (ISO dates, Asia/Jakarta midnight when no time is given). After endDate the page shows "closed". */
  startDate?: string;
  endDate?: string;
  /** Shows the partner's guestbook survey (mf-forms) on the page. */
  guestbook: boolean;
  texts: Record<Language, CampaignTexts>;
}

/** Typed identity: a configuration file's default export (`export default defineCampaign({...})`). */
export const defineCampaign = (config: CampaignConfig): CampaignConfig => config;

const CAMPAIGN_LANGUAGES: readonly Language[] = ['id', 'en'];
const PATH_SHAPE = /^\/[A-Za-z0-9_-]+$/;
const COLOUR_SHAPE = /^#[0-9a-fA-F]{6}$/;
const LOGO_SHAPE = /^(\/static\/|https:\/\/)/;

const isDate = (value: string) => !Number.isNaN(new Date(value).getTime());

function textProblems(texts: CampaignTexts | undefined, language: Language): string[] {
  if (!texts) return [`texts.${language} is missing`];
  const problems: string[] = [];
  for (const key of ['title', 'tagline', 'programme'] as const) {
    if (typeof texts[key] !== 'string' || !texts[key].trim()) problems.push(`texts.${language}.${key} must be a non-empty text`);
  }
  for (const key of ['requirements', 'benefits', 'timeline', 'faq'] as const) {
    if (!Array.isArray(texts[key]) || texts[key].length === 0) problems.push(`texts.${language}.${key} must list at least one item`);
  }
  return problems;
}

/**
 * Every problem of one configuration, as sentences naming the field: empty when it is valid.
 * Run by the build (webpack.config.ts) over every file in pages/, so a bad page fails the build.
 */
export function campaignConfigProblems(config: CampaignConfig): string[] {
  const problems: string[] = [];
  if (typeof config.path !== 'string' || !PATH_SHAPE.test(config.path)) {
    problems.push(`path must be one segment of letters, digits, '-' or '_' after '/', got ${JSON.stringify(config.path)}`);
  }
  if (!config.partner?.name?.trim()) problems.push('partner.name must be a non-empty text');
  if (!config.partner?.corporateId?.trim()) problems.push('partner.corporateId must name the company whose vacancies are listed');
  if (!LOGO_SHAPE.test(config.partner?.logoUrl ?? '')) problems.push('partner.logoUrl must start with /static/ or https://');
  for (const key of ['primary', 'onPrimary', 'accent'] as const) {
    if (!COLOUR_SHAPE.test(config.brand?.[key] ?? '')) problems.push(`brand.${key} must be a colour like #1d5bd6`);
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = config[key];
    if (value !== undefined && !isDate(value)) problems.push(`${key} must be an ISO date like 2027-03-31, got ${JSON.stringify(value)}`);
  }
  if (config.startDate && config.endDate && isDate(config.startDate) && isDate(config.endDate)) {
    if (new Date(config.endDate) <= new Date(config.startDate)) problems.push('endDate must be after startDate');
  }
  if (typeof config.guestbook !== 'boolean') problems.push('guestbook must be true or false');
  const perLanguage = CAMPAIGN_LANGUAGES.map((language) => config.texts?.[language]);
  CAMPAIGN_LANGUAGES.forEach((language, index) => problems.push(...textProblems(perLanguage[index], language)));
  const [id, en] = perLanguage;
  if (id && en) {
    for (const key of ['requirements', 'benefits', 'timeline', 'faq'] as const) {
      if (Array.isArray(id[key]) && Array.isArray(en[key]) && id[key].length !== en[key].length) {
        problems.push(
          `texts.id.${key} has ${id[key].length} items but texts.en.${key} has ${en[key].length}: both languages list the same items`,
        );
      }
    }
  }
  return problems;
}

/** Problems across all pages (each prefixed with its file) plus paths used twice. */
export function campaignSetProblems(pages: readonly { file: string; config: CampaignConfig }[]): string[] {
  const problems = pages.flatMap(({ file, config }) => campaignConfigProblems(config).map((problem) => `${file}: ${problem}`));
  const seen = new Map<string, string>();
  for (const { file, config } of pages) {
    const key = config.path?.toLowerCase();
    const earlier = seen.get(key);
    if (earlier) problems.push(`${file}: path ${config.path} is already used by ${earlier}`);
    else seen.set(key, file);
  }
  return problems;
}
