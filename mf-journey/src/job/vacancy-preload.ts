import { createContext } from 'react';
import type { HttpClient } from '@klob/shared';

export type PreloadVacancy = (client: HttpClient, code: string, signedIn: boolean) => void;

/**
 * How a vacancy card preloads its job page. Given by the unit's root, so that cards (also on the job page
 * itself, among similar jobs) do not import the page they open. Without a provider nothing is preloaded.
 */
export const VacancyPreloadContext = createContext<PreloadVacancy>(() => undefined);
