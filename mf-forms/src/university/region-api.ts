import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { MASTER_REGION_PATHS, type MasterCity, type MasterProvince } from '@klob/shared/api-contract/forms';

async function listAt<T>(client: HttpClient, path: string, params: Record<string, string> | undefined, signal: AbortSignal): Promise<T[]> {
  const body = await client.get<Partial<Envelope<T[]>> | undefined>(path, { params, signal });
  if (!Array.isArray(body?.result)) throw new Error(`${path} answered no list`);
  return body.result;
}

export const fetchProvinces = (client: HttpClient, signal: AbortSignal) =>
  listAt<MasterProvince>(client, MASTER_REGION_PATHS.provinces, undefined, signal);

export const fetchCities = (client: HttpClient, provinceId: string, signal: AbortSignal) =>
  listAt<MasterCity>(client, MASTER_REGION_PATHS.cities, { provinceId }, signal);
