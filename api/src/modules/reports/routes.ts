import type { FastifyInstance } from 'fastify';
import {
  REPORT_DESCRIPTION_MIN_LENGTH,
  REPORT_MAX_DETAILS,
  REPORT_PATHS,
  isReportRefCode,
  type DirectReport,
} from '@klob/shared/api-contract/reports';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { fileKeyFrom } from '../uploads/file-key.js';
import type { ReportStore } from './report-store.js';
import {
  NewReportSchema,
  ReportDetailSchema,
  ReportParamsSchema,
  type NewReportBody,
  type ReportDetailBody,
  type ReportParams,
} from './schemas.js';

/** Unknown, malformed and other users' codes answer the same: a report's existence is not disclosed. */
const noSuchReport = (code: string) => notFound(`No report ${code} of yours`);

export function registerReportRoutes(app: FastifyInstance, ctx: ApiContext, store: ReportStore): void {
  const { requireUser } = ctx.guards;

  app.post<{ Body: NewReportBody }>(
    REPORT_PATHS.create,
    { schema: { body: NewReportSchema }, preHandler: requireUser },
    async (request) => {
      const { subjectType, subjectId, reason } = request.body;
      const description = request.body.description.trim();
      if (description.length < REPORT_DESCRIPTION_MIN_LENGTH) {
        throw badRequest(`description: at least ${REPORT_DESCRIPTION_MIN_LENGTH} characters, so the trust team can act on it`);
      }
      const subject = await store.subject(subjectType, subjectId);
      if (!subject) throw badRequest(`subjectId: no ${subjectType} ${subjectId}`);
      return ok<DirectReport>(
        await store.create({ reporterUserId: signedInUser(request).userId, subjectType, subjectId, subject, reason, description }),
      );
    },
  );

  app.get<{ Params: ReportParams }>(
    REPORT_PATHS.report.pattern,
    { schema: { params: ReportParamsSchema }, preHandler: requireUser },
    async (request) => {
      const { reportRefCode } = request.params;
      const report = isReportRefCode(reportRefCode) ? await store.reportOf(reportRefCode, signedInUser(request).userId) : undefined;
      if (!report) throw noSuchReport(reportRefCode);
      return ok<DirectReport>(report);
    },
  );

  app.post<{ Params: ReportParams; Body: ReportDetailBody }>(
    REPORT_PATHS.details.pattern,
    { schema: { params: ReportParamsSchema, body: ReportDetailSchema }, preHandler: requireUser },
    async (request) => {
      const { reportRefCode } = request.params;
      const { userId } = signedInUser(request);
      if (!isReportRefCode(reportRefCode) || !(await store.reportOf(reportRefCode, userId))) throw noSuchReport(reportRefCode);
      const text = request.body.text?.trim() || null;
      const fileReference = request.body.fileName ?? null;
      if (!text && !fileReference) throw badRequest('text or fileName: a detail needs a text, a file or both');
      const fileKey = fileReference === null ? null : fileKeyFrom(fileReference);
      const upload = fileKey ? await store.uploadOf(fileKey, userId) : undefined;
      if (fileReference !== null && !upload) throw badRequest(`fileName: ${fileReference} is not a file you uploaded`);
      if ((await store.detailCount(reportRefCode)) >= REPORT_MAX_DETAILS)
        throw badRequest(`details: a report holds at most ${REPORT_MAX_DETAILS}`);
      await store.addDetail(reportRefCode, { text, fileKey, originalFilename: upload?.originalFilename ?? null });
      return ok<DirectReport>((await store.reportOf(reportRefCode, userId))!);
    },
  );
}
