import { HttpError, useServerData, useServices, useUnitProps } from '@klob/shared';
import { NEW_REPORT_SEGMENT, isReportRefCode } from '@klob/shared/api-contract/reports';
import { useTranslation } from '@klob/shared/react-i18n';
import { Spinner } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { NewReportForm } from './new-report-form';
import { NoticeCard } from './notice-card';
import { reportApi } from './report-api';
import { reportPageStyle } from './report-styles';
import { ReportView } from './report-view';
import { takeJustSent } from './just-sent';

/**
 * /direct-report/{reportRefCode} (spec 1 §2.3, signed in only): the reporter's own report, or with the code
 * `baru` and `?vacancy=` the form of a new report. Another user's code reads as not found, like an unknown one.
 */
export function DirectReportPage() {
  const { params, query } = useUnitProps();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const code = params.reportRefCode ?? '';
  let content;
  if (code === NEW_REPORT_SEGMENT) content = <NewReportForm vacancyCode={query.vacancy} />;
  else if (!isReportRefCode(code)) content = <NoticeCard title={t('directReport.invalidCode')} text={t('directReport.invalidCodeText')} />;
  else content = <ReportOfCode key={code} code={code} />;
  return (
    <div css={reportPageStyle} data-testid="direct-report-page">
      {content}
    </div>
  );
}

function ReportOfCode({ code }: { code: string }) {
  const { http } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const report = useServerData({ key: `direct-report/${code}`, load: (signal) => reportApi.report(http.service, code, signal) });
  if (report.status === 'loading') return <Spinner />;
  if (report.status === 'failed') {
    if (report.error instanceof HttpError && report.error.status === 404) {
      return <NoticeCard title={t('directReport.notFound')} text={t('directReport.notFoundText', { code })} />;
    }
    return <NoticeCard title={t('directReport.loadFailed')} retry={report.retry} />;
  }
  return <ReportView initial={report.data} justSent={takeJustSent(code)} />;
}
