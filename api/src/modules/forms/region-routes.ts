import type { FastifyInstance } from 'fastify';
import { MASTER_REGION_PATHS, type MasterCity, type MasterProvince } from '@klob/shared/api-contract/forms';
import { allValues } from '../../db/sql.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { demoRegions } from './demo-data.js';
import { CityQuerySchema, type CityQuery } from './schemas.js';

/** The master provinces and cities of the university form (spec 3 §3), open like the forms that use them. */
export function createRegions(ctx: Pick<ApiContext, 'sql'>) {
  const { sql } = ctx;
  const provinceExists = async (provinceId: string) =>
    (await sql.get('SELECT 1 FROM master_provinces WHERE province_id = ?', [provinceId])) !== undefined;
  return {
    provinces: () =>
      sql.all<MasterProvince>(
        'SELECT province_id AS "provinceId", province_name AS "provinceName" FROM master_provinces ORDER BY sequence',
      ),
    citiesOf: async (provinceId: string) =>
      (await provinceExists(provinceId))
        ? sql.all<MasterCity>(
            'SELECT city_id AS "cityId", city_name AS "cityName", province_id AS "provinceId" FROM master_cities WHERE province_id = ? ORDER BY sequence',
            [provinceId],
          )
        : undefined,
    /** A check of province and city ids that needs no database call: the master data, read once per use (a few hundred rows). */
    async knownRegions(): Promise<(provinceId: string, cityId?: string) => boolean> {
      const provinces = new Set(await allValues<string>(sql, 'SELECT province_id FROM master_provinces'));
      const cities = new Set(
        (await sql.all<{ province_id: string; city_id: string }>('SELECT province_id, city_id FROM master_cities')).map(
          (row) => `${row.province_id}/${row.city_id}`,
        ),
      );
      return (provinceId, cityId) => (cityId === undefined ? provinces.has(provinceId) : cities.has(`${provinceId}/${cityId}`));
    },
  };
}

export type Regions = ReturnType<typeof createRegions>;

export async function seedRegions(ctx: Pick<ApiContext, 'sql'>): Promise<void> {
  for (const [index, province] of demoRegions.entries()) {
    await ctx.sql.run('INSERT INTO master_provinces (province_id, province_name, sequence) VALUES (?, ?, ?)', [
      province.provinceId,
      province.provinceName,
      index + 1,
    ]);
    for (const [cityIndex, city] of province.cities.entries()) {
      await ctx.sql.run('INSERT INTO master_cities (city_id, province_id, city_name, sequence) VALUES (?, ?, ?, ?)', [
        city.cityId,
        province.provinceId,
        city.cityName,
        cityIndex + 1,
      ]);
    }
  }
}

export function registerRegionRoutes(app: FastifyInstance, regions: Regions): void {
  app.get(MASTER_REGION_PATHS.provinces, async () => ok<MasterProvince[]>(await regions.provinces()));
  app.get<{ Querystring: CityQuery }>(MASTER_REGION_PATHS.cities, { schema: { querystring: CityQuerySchema } }, async (request) => {
    const cities = await regions.citiesOf(request.query.provinceId);
    if (!cities) throw notFound(`No province ${request.query.provinceId}`);
    return ok<MasterCity[]>(cities);
  });
}
