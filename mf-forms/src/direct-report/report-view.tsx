import { useState } from 'react';
import type { DirectReport } from '@klob/shared/api-contract/reports';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { formatScheduleDateTime } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { useBusState } from '@klob/shared';
import { css } from '@emotion/react';
import { colors, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { ReportDetailForm } from './report-detail-form';
import { ReportStatusSteps, statusTextKey } from './report-status-steps';
import { cardStyle, factsStyle, linkStyle, mutedStyle, quoteStyle, subtitleStyle, successTextStyle, titleStyle } from './report-styles';

const detailListStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    padding-bottom: ${space(3)};
    border-bottom: 1px solid ${colors.border};
  }
`;

/** One report as its reporter sees it: what, why, where it stands, the details added, and the form to add one. */
export function ReportView({ initial, justSent }: { initial: DirectReport; justSent: boolean }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const language = useBusState('language');
  const [report, setReport] = useState(initial);
  const when = (iso: string) => formatScheduleDateTime(iso, language);
  const subjectLabel = report.subjectType === 'vacancy' ? t('directReport.subjectVacancy') : t('directReport.subjectCompany');
  return (
    <section css={cardStyle} aria-labelledby="direct-report-title" data-testid="direct-report">
      <title>{`${t('directReport.title', { code: report.reportRefCode })} | ${PRODUCT_NAME}`}</title>
      <h1 id="direct-report-title" css={titleStyle}>
        {t('directReport.title', { code: report.reportRefCode })}
      </h1>
      {justSent && (
        <p role="status" css={successTextStyle}>
          {t('directReport.sent')}
        </p>
      )}
      <ReportStatusSteps status={report.status} />
      <dl css={factsStyle}>
        <dt>{t('directReport.code')}</dt>
        <dd>{report.reportRefCode}</dd>
        <dt>{subjectLabel}</dt>
        <dd data-testid="direct-report-subject">
          {report.subjectType === 'vacancy' ? `${report.subjectTitle} · ${report.corporateName}` : report.subjectTitle}
        </dd>
        <dt>{t('directReport.reason')}</dt>
        <dd>{t(`directReport.reasons.${report.reason}`)}</dd>
        <dt>{t('directReport.status')}</dt>
        <dd>{t(statusTextKey(report.status))}</dd>
        <dt>{t('directReport.createdAt')}</dt>
        <dd>{when(report.createdAt)}</dd>
        <dt>{t('directReport.updatedAt')}</dt>
        <dd>{when(report.updatedAt)}</dd>
      </dl>
      <blockquote css={quoteStyle}>{report.description}</blockquote>
      <h2 css={subtitleStyle}>{t('directReport.details')}</h2>
      {report.details.length === 0 ? (
        <p css={mutedStyle}>{t('directReport.noDetails')}</p>
      ) : (
        <ol css={detailListStyle} data-testid="direct-report-details">
          {report.details.map((detail, index) => (
            <li key={`${detail.addedAt}-${index}`}>
              <span css={mutedStyle}>{when(detail.addedAt)}</span>
              {detail.text && <p css={[quoteStyle, { background: 'none', padding: 0, border: 0 }]}>{detail.text}</p>}
              {detail.attachment && (
                <a href={detail.attachment.url} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  {detail.attachment.originalFilename}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
      {report.status === 'resolved' ? (
        <p css={mutedStyle}>{t('directReport.resolvedNote')}</p>
      ) : (
        <ReportDetailForm report={report} onAdded={setReport} />
      )}
    </section>
  );
}
