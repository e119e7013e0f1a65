/** Job applications (spec 3 §3: the job application state holder). */

import { routePath } from '../route-path';
import type { LocalizedText, Paged } from './common';
import { PROFILE_PATHS } from './profile';
import type { VacancySummary } from './vacancies';

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
