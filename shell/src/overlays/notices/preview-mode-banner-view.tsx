import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, space } from '@klob/shared/ui';

const previewStyle = css`
  padding: ${space(2)} ${space(4)};
  background: ${colors.warning};
  color: ${colors.text};
  font-weight: 700;
  text-align: center;
`;

/** The banner itself: loaded only for pr=1 URLs. */
export default function PreviewModeBannerView() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" css={previewStyle} data-testid="preview-mode">
      {t('previewMode')}
    </div>
  );
}
