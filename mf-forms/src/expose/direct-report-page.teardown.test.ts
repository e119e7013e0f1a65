import { REPORT_PATHS, type DirectReport } from '@klob/shared/api-contract/reports';
import { createFakeHttpClient, createTestServices, createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import directReportPage from './direct-report-page';

const REPORT: DirectReport = {
  reportRefCode: 'RPT-7KQ2M9XD',
  subjectType: 'vacancy',
  subjectId: 'KLV-0001',
  subjectTitle: 'Frontend Engineer',
  corporateId: 'CORP-1',
  corporateName: 'PT Maju',
  reason: 'fraud',
  description: 'Perekrut meminta biaya pelatihan sebelum wawancara.',
  status: 'received',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  details: [],
};

test('direct-report-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  const service = createFakeHttpClient({
    [`GET ${REPORT_PATHS.report(REPORT.reportRefCode)}`]: { status: 200, message: 'OK', result: REPORT },
  });
  const services = createTestServices({ http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() } });
  await expectCleanTeardown(
    directReportPage,
    createTestUnitProps({ services, params: { reportRefCode: REPORT.reportRefCode }, pathname: `/direct-report/${REPORT.reportRefCode}` }),
  );
}, 30_000);
