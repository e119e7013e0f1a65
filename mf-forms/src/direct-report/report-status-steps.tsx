import { css } from '@emotion/react';
import { REPORT_STATUSES, type ReportStatus } from '@klob/shared/api-contract/reports';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';

const stepsStyle = css`
  display: flex;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    text-align: center;
  }
  li[data-reached='true'] {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  li[aria-current='step'] {
    background: ${colors.primary};
    color: ${colors.primaryText};
    font-weight: ${fontWeights.bold};
  }
  @media (max-width: 768px) {
    flex-direction: column;
  }
`;

/** The key of a status's text in the forms namespace (keys are camelCase). */
export const statusTextKey = (status: ReportStatus): string => `directReport.statuses.${status === 'in_review' ? 'inReview' : status}`;

/** Received -> in review -> resolved, the current one marked for screen readers too. */
export function ReportStatusSteps({ status }: { status: ReportStatus }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const current = REPORT_STATUSES.indexOf(status);
  return (
    <ol css={stepsStyle} aria-label={t('directReport.status')} data-testid="direct-report-status">
      {REPORT_STATUSES.map((step, index) => (
        <li key={step} data-reached={index <= current} aria-current={index === current ? 'step' : undefined}>
          {t(statusTextKey(step))}
        </li>
      ))}
    </ol>
  );
}
