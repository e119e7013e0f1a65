import { useState } from 'react';
import { useServices } from '@klob/shared';
import type { VacancyDetail } from '@klob/shared/api-contract/content';
import { useJourneyText } from '../common/use-journey';
import { applicationPath } from '@klob/shared/links';
import type { MaxApplyModal } from './max-apply-modals';
import { applicationApi } from './application-api';

/**
 * The job page's apply button: reads the max-apply quota first (the error modal at the limit, the
 * warning for the last application of the day), records the apply click, then opens the application page.
 */
export function useApplyStart(vacancy: VacancyDetail) {
  const { http, navigate, bus } = useServices();
  const { t } = useJourneyText();
  const [modal, setModal] = useState<MaxApplyModal>(null);
  const [busy, setBusy] = useState(false);

  const proceed = async () => {
    setModal(null);
    setBusy(true);
    try {
      await applicationApi.clickApply(http.service, vacancy.klobVacancyCode);
      navigate(applicationPath(vacancy));
    } catch {
      bus.emit('toast', { kind: 'danger', message: t('states.error') });
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      const quota = await applicationApi.quota(http.service);
      if (quota.remaining === 0) {
        setModal({ kind: 'error', message: t('application.maxApplyError', { max: quota.maxPerDay }) });
      } else if (quota.remaining === 1) {
        setModal({ kind: 'warning', message: t('application.maxApplyWarning', { max: quota.maxPerDay }) });
      } else {
        await proceed();
        return;
      }
    } catch {
      bus.emit('toast', { kind: 'danger', message: t('states.error') });
    }
    setBusy(false);
  };

  return { modal, busy, start: () => void start(), proceed: () => void proceed(), close: () => setModal(null) };
}
