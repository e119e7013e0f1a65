import type { HttpClient } from '@klob/shared';
import { preloadVacancyData } from './vacancy-cache';

/** The job page's code: the chunk a card's hover or focus preloads (issue 13 "Speed"). */
export const loadJobDetailPage = () => import(/* webpackChunkName: "job-detail" */ '../job/job-detail-page');

/** Starts loading a vacancy and its page code on hover or focus of its card, so that the click finds both ready. */
export function preloadVacancy(client: HttpClient, code: string, signedIn: boolean): void {
  void loadJobDetailPage();
  preloadVacancyData(client, code, signedIn);
}
