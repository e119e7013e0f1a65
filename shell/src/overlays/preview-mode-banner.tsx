import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, space } from '@klob/shared/ui';
import { isPreviewMode } from './page-query-notices';

const previewStyle = css`
  padding: ${space(2)} ${space(4)};
  background: ${colors.warning};
  color: ${colors.text};
  font-weight: 700;
  text-align: center;
`;

/** pr=1 shows the 'Preview Mode' banner at the top of the page (S1-2.9-05). */
export function PreviewModeBanner() {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  if (!isPreviewMode(search)) return null;
  return (
    <div role="status" css={previewStyle} data-testid="preview-mode">
      {t('previewMode')}
    </div>
  );
}
