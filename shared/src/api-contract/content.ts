/**
 * Request and response shapes of the content calls (api area 030): vacancies,
 * companies, ensiklobedia articles, klobmeter, kaleidosklob, profile strength,
 * referrals, click-apply and the master-data paths of spec 3 §7.
 * Every answer is wrapped in the envelope `{ status, message, result }`; the
 * types below describe `result`.
 */

import { routePath } from './route-path';

/** A text in both languages of the product (spec 1 §1). */
export interface LocalizedText {
  id: string;
  en: string;
}

export const WORK_MODELS = ['onsite', 'hybrid', 'remote'] as const;
export type WorkModel = (typeof WORK_MODELS)[number];

export const JOB_LEVELS = ['internship', 'entry', 'associate', 'mid-senior', 'manager', 'director'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];
/** The translation key of a job level code ('mid-senior' -> 'midSenior'): translation keys are camelCase. */
export const jobLevelTextKey = (level: string): string => level.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export const EMPLOYMENT_STATUSES = ['full-time', 'part-time', 'contract', 'internship', 'freelance'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Page-based paging of the list calls: `page` starts at 1. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export interface PagingQuery {
  /** 1-based page number; default 1. */
  page?: number;
  /** Items per page, 1..MAX_PAGE_SIZE; default DEFAULT_PAGE_SIZE. */
  size?: number;
}

export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
}

/**
 * Anonymous vacancies hide their company: they answer this corporate id and name
 * (spec 1 §2.1: anonymous job URLs use corporateId={product}).
 */
export const ANONYMOUS_CORPORATE_ID = 'klob';
export const ANONYMOUS_CORPORATE_NAME = 'Klob';

// ---- Vacancies -------------------------------------------------------------

/**
 * GET /rest/open/page/klobnco/vacancy/list
 * workModel, jobLevel and employmentStatus take one value or a comma-separated list.
 */
export interface VacancyListQuery extends PagingQuery {
  /** Case-insensitive match on position, company name and job category. */
  keyword?: string;
  /** Case-insensitive part of a city or province name, e.g. 'jakarta'. */
  location?: string;
  /** Exact province name, e.g. 'Jawa Barat'. */
  province?: string;
  workModel?: string;
  jobLevel?: string;
  employmentStatus?: string;
  corporateId?: string;
}

export interface SalaryRange {
  currency: 'IDR';
  /** Monthly gross in Rupiah; null when the company hides the salary. */
  min: number | null;
  max: number | null;
  visible: boolean;
}

export interface VacancySummary {
  klobVacancyCode: string;
  positionName: string;
  /** Title slug for the job URL shapes of spec 1 §2.1. */
  slug: string;
  jobCategory: string;
  corporateId: string;
  corporateName: string;
  /** Slug of the company name for URLs; ANONYMOUS_CORPORATE_ID for anonymous vacancies. */
  corporateSlug: string;
  corporateLogoUrl: string | null;
  anonym: boolean;
  city: string;
  province: string;
  workModel: WorkModel;
  jobLevel: JobLevel;
  employmentStatus: EmploymentStatus;
  salary: SalaryRange;
  /** ISO timestamp. */
  postedAt: string;
}

export type VacancyListResult = Paged<VacancySummary>;

/** GET /rest/open/page/klobnco/vacancy/detail/{klobVacancyCode}; 404 for an unknown code. */
export interface VacancyDetail extends VacancySummary {
  description: LocalizedText;
  requirements: LocalizedText;
  benefits: LocalizedText;
  /** Number of additional application questions (see AdditionalQuestionDetail). */
  additionalQuestionCount: number;
  /** How many users applied. */
  applicantCount: number;
  /** Only for a signed-in caller; null for visitors. */
  hasApplied: boolean | null;
}

/** POST rest/page/klobnco/detail/vacancy/clickapply?klobVacancyCode= (signed in; idempotent per user). */
export interface ClickApplyQuery {
  klobVacancyCode: string;
}
export interface ClickApplyResult {
  klobVacancyCode: string;
  /** ISO timestamp of the first apply click of this user. */
  appliedAt: string;
  /** True when the user had already clicked apply before this call. */
  alreadyApplied: boolean;
}

// ---- Companies -------------------------------------------------------------

/** GET /rest/open/page/klobnco/company/list */
export interface CompanyListQuery extends PagingQuery {
  /** Case-insensitive part of the company name. */
  keyword?: string;
  province?: string;
  industry?: string;
}

export interface CompanySummary {
  corporateId: string;
  corporateName: string;
  slug: string;
  logoUrl: string | null;
  industry: string;
  city: string;
  province: string;
  /** Open vacancies that show the company (anonymous ones are not counted). */
  totalVacancies: number;
}

export type CompanyListResult = Paged<CompanySummary>;

/**
 * GET rest/open/page/klobnco/detail/header/content/{companyId} (visitors: viewer is null) and
 * GET rest/page/klobnco/detail/header/content/{companyId} (signed in: viewer is filled). 404 unknown id.
 */
export interface CompanyDetail extends CompanySummary {
  bannerUrl: string | null;
  description: LocalizedText;
  website: string | null;
  employeeCount: string | null;
  hasChat: boolean;
  totalFollowers: number;
  viewer: CompanyViewerState | null;
}

export interface CompanyViewerState {
  isFollowed: boolean;
  /** Vacancies of this company the user clicked apply on. */
  appliedVacancyCount: number;
  isAdmin: boolean;
}

// ---- Ensiklobedia ----------------------------------------------------------

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

// ---- Klobmeter -------------------------------------------------------------

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

// ---- Kaleidosklob ----------------------------------------------------------

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

// ---- Profile ---------------------------------------------------------------

/** Paths of the profile calls (spec 2 §7, spec 3 §7). */
export const PROFILE_PATHS = {
  strength: '/rest/open/profile/strength/data',
  referralSave: '/rest/page/profile/refuser/save',
  unregister: '/rest/page/profile/form/account/unregister-user',
  /** POST {@link ChangePasswordRequest}: ends every session of the account (issue 14). */
  changePassword: '/rest/page/profile/form/account/change-password',
  /** GET: the profile header (spec 3 §3); visitors get no CV. */
  header: routePath('/rest/open/profile/header/:userId'),
  /** POST {@link ProfilePhotoBody}: the owner's photo, a stored upload of the owner's. */
  photo: '/rest/page/profile/photo',
  /** POST {@link ProfilePhotoBody} with an mp4 the caller uploaded (the upload limits check its size and length). */
  video: '/rest/page/profile/video',
  /** POST {@link WorkingStatusBody}. */
  workingStatus: '/rest/page/profile/working-status',
} as const;

/** The working status a profile shows (spec 3 §3 workingStatus). */
export const WORKING_STATUSES = ['open-to-work', 'employed', 'not-looking'] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number];

/** GET /rest/open/profile/header/{userId}: the data of the profile header state holder (spec 3 §3); 404 unknown user. */
export interface ProfileHeader {
  userId: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  profileVideoUrl: string | null;
  /** Null for visitors who are not signed in, and when the user has no CV. */
  cvUrl: string | null;
  workingStatus: WorkingStatus | null;
  /** The caller is the profile's owner. */
  isOwner: boolean;
  /** progressSection.currentPercent of the profile strength. */
  strengthPercent: number;
}

export interface ProfilePhotoBody {
  /** `/files/{fileKey}` of an image the caller uploaded. */
  fileUrl: string;
}

export interface WorkingStatusBody {
  workingStatus: WorkingStatus;
}

/** Body of the account setting's password change; a wrong current password answers 400 InvalidParameterException,
 * a new one that breaks the policy 400 InvalidPasswordException. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  userId: string;
  passwordChanged: true;
}

/** GET /rest/open/profile/strength/data?userId= (spec 2 §7); 404 unknown user. */
export interface ProfileStrengthQuery {
  userId: string;
}

export interface ProfileSectionState {
  sectionKey: string;
  title: LocalizedText;
  weight: number;
  completed: boolean;
}

export interface ProfileStrength {
  userId: string;
  progressSection: {
    /** 0..100, the weighted share of completed sections, rounded down. */
    currentPercent: number;
    completedSections: number;
    totalSections: number;
    sections: ProfileSectionState[];
  };
}

/** POST /rest/page/profile/refuser/save (spec 3 §7); 404 unknown referalUserId. */
export interface ReferralSaveBody {
  referalUserId: string;
  type: string;
  targetModul: string;
}

export interface ReferralRecord {
  referralId: number;
  userId: string;
  referalUserId: string;
  type: string;
  targetModul: string;
  createdAt: string;
  /** False when the same referral had already been saved (the call is idempotent). */
  created: boolean;
}

/** POST /rest/page/profile/form/account/unregister-user: asks to close the signed-in user's account. */
/** Longest free-text reason for closing an account. */
export const UNREGISTER_REASON_MAX_LENGTH = 1000;

export interface UnregisterUserBody {
  reason: string;
}

export interface UnregisterRequest {
  requestId: number;
  userId: string;
  reason: string;
  status: 'pending';
  requestedAt: string;
  /** False when a pending request already existed (the call is idempotent). */
  created: boolean;
}

// ---- Master data and helpers of spec 3 §7 ----------------------------------

/** The master-data lists of spec 3 §7. */
export const MASTERDATA_PATHS = {
  /** GET: {@link SocialNetworkMaster}[]. */
  socialNetworks: '/rest/masterdata/msn01/findAll',
  /** GET: {@link PartnershipSlide}[]. */
  partnershipSlides: '/rest/masterdata/page/slider/partnership',
} as const;

/** GET /rest/masterdata/msn01/findAll: the social networks a profile can link to. */
export interface SocialNetworkMaster {
  msnId: string;
  name: string;
  iconUrl: string;
  baseUrl: string;
  sequence: number;
}

/** GET rest/page/klobnco/additional/question/detail?klobVacancyCode= (signed in); 404 unknown code. */
export interface AdditionalQuestionQuery {
  klobVacancyCode: string;
}

export const ADDITIONAL_QUESTION_TYPES = ['short', 'multiple choice', 'multiple response', 'attachment'] as const;
export type AdditionalQuestionType = (typeof ADDITIONAL_QUESTION_TYPES)[number];

export interface AdditionalQuestionOption {
  answerId: string;
  answerText: string;
  sequence: number;
}

export interface AdditionalQuestion {
  questionId: string;
  questionText: LocalizedText;
  questionType: AdditionalQuestionType;
  /** 'y' when an answer is required (spec 3 §3). */
  mandatory: 'y' | 'n';
  sequence: number;
  options: AdditionalQuestionOption[];
  /** attachment: the extensions the file may have (['pdf']); absent or null, every uploadable type (issue 21). */
  fileTypes?: string[] | null;
}

export interface AdditionalQuestionDetail {
  klobVacancyCode: string;
  questions: AdditionalQuestion[];
}

/** GET /rest/masterdata/page/slider/partnership: partner logos of the landing slider. */
export interface PartnershipSlide {
  partnerId: string;
  partnerName: string;
  logoUrl: string;
  linkUrl: string | null;
  sequence: number;
}

// ---- Job applications (spec 3 §3: the job application state holder) -------

/** The application calls beside click-apply and the additional questions (signed in). */
export const APPLICATION_PATHS = {
  clickApply: '/rest/page/klobnco/detail/vacancy/clickapply',
  additionalQuestions: '/rest/page/klobnco/additional/question/detail',
  quota: '/rest/page/klobnco/application/quota',
  submit: '/rest/page/klobnco/application/submit',
  list: '/rest/page/klobnco/application/list',
  test: '/rest/page/klobnco/application/test',
} as const;

/**
 * The max-apply limit of the job application state (spec 3 §3 names the warning and error modals,
 * not the limit): applications sent in the last 24 hours.
 */
export const MAX_APPLICATIONS_PER_DAY = 5;
/** The `code` of the 409 answered when the limit is reached. */
export const MAX_APPLY_REACHED = 'MaxApplyReached';

/** GET APPLICATION_PATHS.quota */
export interface ApplicationQuota {
  maxPerDay: number;
  usedToday: number;
  remaining: number;
}

/** One answer: text for short and attachment (the file url) questions, answer ids for choice questions. */
export interface ApplicationAnswer {
  questionId: string;
  answerText?: string;
  answerIds?: string[];
}

/** One answered question of the vacancy's test. */
export interface TestAnswer {
  questionId: string;
  answerId: string;
}

/**
 * POST APPLICATION_PATHS.submit: 400 naming the first unanswered mandatory question (or test question),
 * 409 MAX_APPLY_REACHED. `testAnswers` answers every question of the vacancy's test, when it has one.
 */
export interface ApplicationSubmitBody {
  klobVacancyCode: string;
  answers: ApplicationAnswer[];
  testAnswers?: TestAnswer[];
}

export interface VacancyTestQuestion {
  questionId: string;
  questionText: LocalizedText;
  options: { answerId: string; answerText: LocalizedText }[];
}

/** GET APPLICATION_PATHS.test?klobVacancyCode= (signed in): the test step of spec 3 §3 (dataTest); no questions = no test. */
export interface VacancyTest {
  klobVacancyCode: string;
  questions: VacancyTestQuestion[];
}

/** The scored test of a sent application. */
export interface TestResult {
  score: number;
  total: number;
}

export const APPLICATION_STAGES = ['applied', 'in-review', 'interview', 'offered', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export interface ApplicationTimelineEntry {
  stage: ApplicationStage;
  /** ISO timestamp. */
  at: string;
}

export interface AppliedJob {
  vacancy: VacancySummary;
  submittedAt: string;
  /** Null when the vacancy has no test. */
  testResult: TestResult | null;
  stage: ApplicationStage;
  timeline: ApplicationTimelineEntry[];
}

/** GET APPLICATION_PATHS.list (paged, newest first). */
export type AppliedJobListResult = Paged<AppliedJob>;

/** The detail and list paths of the content calls. */
export const CONTENT_PATHS = {
  vacancyList: '/rest/open/page/klobnco/vacancy/list',
  companyList: '/rest/open/page/klobnco/company/list',
  vacancyDetail: routePath('/rest/open/page/klobnco/vacancy/detail/:klobVacancyCode'),
  /** spec 1 §2.4: the job of a short link /{hash} (jobShortHash of @klob/shared/links), a VacancySummary; 404 when none. */
  vacancyByShortHash: routePath('/rest/open/page/klobnco/vacancy/short/:hash'),
  companyHeaderOpen: routePath('/rest/open/page/klobnco/detail/header/content/:companyId'),
  companyHeader: routePath('/rest/page/klobnco/detail/header/content/:companyId'),
  articleList: '/rest/open/page/ensiklobedia/list',
  articleDetail: routePath('/rest/open/page/ensiklobedia/detail/:articleId'),
  klobmeterList: '/rest/open/page/klobmeter/list',
  klobmeterDetail: routePath('/rest/open/page/klobmeter/detail/:label'),
  kaleidosklobList: '/rest/open/page/kaleidosklob/list',
  kaleidosklobDetail: routePath('/rest/open/page/kaleidosklob/detail/:itemId'),
} as const;

/** GET with {@link ProfileStrengthQuery}: the header's profile ring (spec 2 §7). */
export const PROFILE_STRENGTH_PATH = PROFILE_PATHS.strength;
