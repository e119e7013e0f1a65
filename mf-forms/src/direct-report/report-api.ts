import type { HttpClient } from '@klob/shared';
import { CONTENT_PATHS, type VacancyDetail } from '@klob/shared/api-contract/content';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { REPORT_PATHS, type DirectReport, type NewReportRequest, type ReportDetailRequest } from '@klob/shared/api-contract/reports';

/** The calls of the direct-report page (shared/src/api-contract/reports.ts); each resolves with the envelope's result. */
export const reportApi = {
  report: async (client: HttpClient, reportRefCode: string, signal?: AbortSignal): Promise<DirectReport> =>
    (await client.get<Envelope<DirectReport>>(REPORT_PATHS.report(reportRefCode), { signal })).result,
  create: async (client: HttpClient, request: NewReportRequest, signal?: AbortSignal): Promise<DirectReport> =>
    (await client.post<Envelope<DirectReport>>(REPORT_PATHS.create, request, { signal })).result,
  addDetail: async (client: HttpClient, reportRefCode: string, request: ReportDetailRequest, signal?: AbortSignal): Promise<DirectReport> =>
    (await client.post<Envelope<DirectReport>>(REPORT_PATHS.details(reportRefCode), request, { signal })).result,
  /** The vacancy a new report is about, to show what is being reported. */
  vacancy: async (client: HttpClient, klobVacancyCode: string, signal?: AbortSignal): Promise<VacancyDetail> =>
    (await client.get<Envelope<VacancyDetail>>(CONTENT_PATHS.vacancyDetail(klobVacancyCode), { signal })).result,
};
