import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { NoticePage } from '../pages/notice/notice-page';

// One calm line that fits any slot, a header's too (cut with an ellipsis when narrower; the title holds it whole).
const slotStyle = css`
  margin: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  color: ${colors.textMuted};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
`;

export interface MaintenanceNoticeProps {
  /** The unit ops switched off with its remote, for the test id. */
  unitName: string;
  /** The unit is the route's page: a whole notice page (a friendly page, answering 200) instead of a slot's line. */
  asPage?: boolean;
}

/** What a slot or a route of a remote shows while ops have switched the remote off (`pnpm remote:disable`). */
export function MaintenanceNotice({ unitName, asPage = false }: MaintenanceNoticeProps) {
  const { t } = useTranslation('shell');
  if (asPage) {
    return (
      <NoticePage
        id="maintenance"
        testId={`maintenance-page-${unitName}`}
        title={t('remoteMaintenance.pageTitle')}
        description={t('remoteMaintenance.pageDescription')}
        backHomeText={t('remoteMaintenance.backHome')}
      />
    );
  }
  return (
    <p role="status" css={slotStyle} data-testid={`maintenance-${unitName}`} title={t('remoteMaintenance.slot')}>
      {t('remoteMaintenance.slot')}
    </p>
  );
}
