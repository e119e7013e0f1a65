import type { HttpClient } from '@klob/shared';
import type { VacancyDetail } from '@klob/shared/api-contract/content';
import { jobApi } from './job-api';

/** How long a preloaded detail stays fresh enough to show without asking again. */
export const PRELOAD_FRESH_MS = 30_000;

const vacancies = new Map<string, { at: number; loading: Promise<VacancyDetail> }>();
const keyOf = (code: string, signedIn: boolean) => `${signedIn ? 'user' : 'guest'}:${code}`;

/** Starts loading a vacancy unless a fresh load is already known. A failed load is forgotten. */
export function preloadVacancyData(client: HttpClient, code: string, signedIn: boolean): void {
  const key = keyOf(code, signedIn);
  const known = vacancies.get(key);
  if (known && Date.now() - known.at < PRELOAD_FRESH_MS) return;
  const loading = jobApi.vacancy(client, code);
  loading.catch(() => vacancies.delete(key));
  vacancies.set(key, { at: Date.now(), loading });
}

/** The vacancy a card preloaded, if still fresh; taken once, so a later visit asks the api again. */
export function takePreloadedVacancy(code: string, signedIn: boolean): Promise<VacancyDetail> | undefined {
  const key = keyOf(code, signedIn);
  const known = vacancies.get(key);
  vacancies.delete(key);
  return known && Date.now() - known.at < PRELOAD_FRESH_MS ? known.loading : undefined;
}
