import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, space } from '@klob/shared/ui';
import { companyToastKey, isPreviewMode } from './page-query-notices';

const previewStyle = css`
  padding: ${space(2)} ${space(4)};
  background: ${colors.warning};
  color: ${colors.text};
  font-weight: 700;
  text-align: center;
`;

/** The 'Preview Mode' banner of pr=1 and the claimStatus / pcgStatus toasts (spec 1 §2.9). */
export default function PageQueryEffects() {
  const { t } = useTranslation('shell');
  const { bus } = useServices();
  const { search } = useLocation();
  const toastKey = companyToastKey(search);
  useEffect(() => {
    if (toastKey) bus.emit('toast', { kind: 'success', message: t(toastKey) });
    // Once per URL: a language switch must not repeat the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toastKey, search, bus]);
  if (!isPreviewMode(search)) return null;
  return (
    <div role="status" css={previewStyle} data-testid="preview-mode">
      {t('previewMode')}
    </div>
  );
}
