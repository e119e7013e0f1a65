import type { HttpClient } from '@klob/shared';
import { COMMERCE_PATHS, type CartItem } from '@klob/shared/api-contract/commerce';
import { getResult, resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import {
  EVENT_PATHS,
  LANDING_PATHS,
  type EventCompany,
  type EventProject,
  type EventSession,
  type JobFairImage,
} from '@klob/shared/api-contract/platform';
import { fetchCompanyVacancies } from '../vacancies/vacancy-api';

/** The event of a subdomain (null: no such event), from the event list of spec 1 §7. */
export async function fetchEvent(client: HttpClient, subdomain: string, signal?: AbortSignal): Promise<EventProject | null> {
  const events = await getResult<EventProject[]>(client, EVENT_PATHS.projects, undefined, { signal });
  return events.find((event) => event.subdomain === subdomain && event.eventType !== 'form') ?? null;
}

export const fetchJobFairImages = (client: HttpClient, subdomain: string, signal?: AbortSignal) =>
  getResult<JobFairImage[]>(client, LANDING_PATHS.jobFairImages, { subdomain }, { signal });

/** A booth of an event: its company, with its open vacancies when they were loaded with it (null: they could not be). */
export type EventBooth = EventCompany & { vacancies?: VacancySummary[] | null };

export const fetchEventCompanies = (client: HttpClient, subdomain: string, signal?: AbortSignal): Promise<EventBooth[]> =>
  getResult<EventCompany[]>(client, LANDING_PATHS.eventCompanies, { subdomain }, { signal });

/** The booths of an event, each with its open vacancies (loaded side by side; a booth whose list fails keeps null). */
export async function fetchEventBoothsWithVacancies(client: HttpClient, subdomain: string, signal?: AbortSignal): Promise<EventBooth[]> {
  const booths = await fetchEventCompanies(client, subdomain, signal);
  return Promise.all(
    booths.map(async (booth) => ({
      ...booth,
      vacancies: await fetchCompanyVacancies(client, { corporateId: booth.corporateId }, signal).catch(() => null),
    })),
  );
}

export const fetchEventSessions = (client: HttpClient, subdomain: string, signal?: AbortSignal) =>
  getResult<EventSession[]>(client, LANDING_PATHS.eventSessions, { subdomain }, { signal });

/** Puts an event's package in the signed-in user's cart: the package code is its product id in the commerce catalogue. */
export async function addPackageToCart(client: HttpClient, packageCode: string, signal?: AbortSignal): Promise<CartItem> {
  const body = await client.post<Envelope<CartItem>>(COMMERCE_PATHS.cartAdd, { productId: packageCode }, { signal });
  return resultOf(body, COMMERCE_PATHS.cartAdd);
}
