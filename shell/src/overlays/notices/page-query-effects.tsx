import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { companyToastKey } from './page-query-notices';

/** The claimStatus / pcgStatus toasts (spec 1 §2.9). */
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
  return null;
}
