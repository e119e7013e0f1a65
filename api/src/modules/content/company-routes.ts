import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CONTENT_PATHS, type CompanyDetail, type CompanyListResult } from '@klob/shared/api-contract/content';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { findCompanyDetail, listCompanies } from './company-store.js';
import { pageWindow, pagingQueryFields } from './paging.js';
import { idString, searchText, trimmedOrUndefined } from './schema-parts.js';

const CompanyListQuery = Type.Object({
  keyword: Type.Optional(searchText()),
  province: Type.Optional(searchText()),
  industry: Type.Optional(searchText()),
  ...pagingQueryFields,
});
const CompanyParams = Type.Object({ companyId: idString() });

/** Company list and the company header content, logged out and logged in (spec 3 §7). */
export function registerCompanyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql, guards } = ctx;
  const detailOr404 = async (companyId: string, viewerUserId?: string): Promise<CompanyDetail> => {
    const detail = await findCompanyDetail(sql, companyId, viewerUserId);
    if (!detail) throw notFound(`Company ${companyId} not found`);
    return detail;
  };

  app.get<{ Querystring: Static<typeof CompanyListQuery> }>(
    CONTENT_PATHS.companyList,
    { schema: { querystring: CompanyListQuery } },
    async (request) => {
      const filter = {
        keyword: trimmedOrUndefined(request.query.keyword),
        province: trimmedOrUndefined(request.query.province),
        industry: trimmedOrUndefined(request.query.industry),
      };
      return ok<CompanyListResult>(await listCompanies(sql, filter, pageWindow(request.query)));
    },
  );

  app.get<{ Params: Static<typeof CompanyParams> }>(
    CONTENT_PATHS.companyHeaderOpen.pattern,
    { schema: { params: CompanyParams } },
    async (request) => ok(await detailOr404(request.params.companyId)),
  );

  app.get<{ Params: Static<typeof CompanyParams> }>(
    CONTENT_PATHS.companyHeader.pattern,
    { schema: { params: CompanyParams }, preHandler: guards.requireUser },
    async (request) => ok(await detailOr404(request.params.companyId, signedInUser(request).userId)),
  );
}
