import type { FastifyInstance } from 'fastify';
import { MASTER_REGION_PATHS, type MasterCity, type MasterProvince } from '@klob/shared/api-contract/forms';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { demoRegions } from './demo-data.js';
import { CityQuerySchema, type CityQuery } from './schemas.js';

/** The master provinces and cities of the university form (spec 3 §3), open like the forms that use them. */
export function createRegions(ctx: ApiContext) {
  const provinces = ctx.db.prepare<[], MasterProvince>(
    'SELECT province_id AS provinceId, province_name AS provinceName FROM master_provinces ORDER BY sequence',
  );
  const provinceExists = ctx.db.prepare<[string], 1>('SELECT 1 FROM master_provinces WHERE province_id = ?').pluck();
  const citiesOf = ctx.db.prepare<[string], MasterCity>(
    'SELECT city_id AS cityId, city_name AS cityName, province_id AS provinceId FROM master_cities WHERE province_id = ? ORDER BY sequence',
  );
  const cityIn = ctx.db.prepare<[string, string], 1>('SELECT 1 FROM master_cities WHERE province_id = ? AND city_id = ?').pluck();
  return {
    provinces: () => provinces.all(),
    citiesOf: (provinceId: string) => (provinceExists.get(provinceId) === undefined ? undefined : citiesOf.all(provinceId)),
    isKnownRegion: (provinceId: string, cityId?: string) =>
      cityId === undefined ? provinceExists.get(provinceId) !== undefined : cityIn.get(provinceId, cityId) !== undefined,
  };
}

export type Regions = ReturnType<typeof createRegions>;

export function seedRegions(ctx: ApiContext): void {
  const insertProvince = ctx.db.prepare('INSERT INTO master_provinces (province_id, province_name, sequence) VALUES (?, ?, ?)');
  const insertCity = ctx.db.prepare('INSERT INTO master_cities (city_id, province_id, city_name, sequence) VALUES (?, ?, ?, ?)');
  demoRegions.forEach((province, index) => {
    insertProvince.run(province.provinceId, province.provinceName, index + 1);
    province.cities.forEach((city, cityIndex) => insertCity.run(city.cityId, province.provinceId, city.cityName, cityIndex + 1));
  });
}

export function registerRegionRoutes(app: FastifyInstance, regions: Regions): void {
  app.get(MASTER_REGION_PATHS.provinces, async () => ok<MasterProvince[]>(regions.provinces()));
  app.get<{ Querystring: CityQuery }>(MASTER_REGION_PATHS.cities, { schema: { querystring: CityQuerySchema } }, async (request) => {
    const cities = regions.citiesOf(request.query.provinceId);
    if (!cities) throw notFound(`No province ${request.query.provinceId}`);
    return ok<MasterCity[]>(cities);
  });
}
