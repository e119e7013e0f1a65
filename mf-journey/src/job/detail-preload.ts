import type { HttpClient } from '@klob/shared';
import { preloadablePage } from '../routing/preloadable-page';
import { preloadVacancyData } from './vacancy-cache';

/** The job page in its own chunk, which a card's hover or focus preloads (issue 13 "Speed"). */
export const jobDetailPage = preloadablePage(() =>
  import(/* webpackChunkName: "job-detail" */ '../job/job-detail-page').then((module) => module.default),
);

/** Starts loading a vacancy and its page code on hover or focus of its card, so that the click finds both ready. */
export function preloadVacancy(client: HttpClient, code: string, signedIn: boolean): void {
  jobDetailPage.preload().catch(() => undefined);
  preloadVacancyData(client, code, signedIn);
}
