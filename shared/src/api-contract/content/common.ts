/** The words every content call shares: texts in both languages, work models, job levels, employment statuses, paging, the anonymous company. */

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
