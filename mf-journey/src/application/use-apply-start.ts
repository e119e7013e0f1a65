import { useState } from 'react';
import { useServerMutation, useServices } from '@klob/shared';
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
  const showError = () => bus.emit('toast', { kind: 'danger', message: t('states.error') });

  const applying = useServerMutation({
    send: (_: void, signal: AbortSignal) => applicationApi.clickApply(http.service, vacancy.klobVacancyCode, { signal }),
    onDone: () => navigate(applicationPath(vacancy)),
    onFailed: showError,
  });
  const checkingQuota = useServerMutation({
    send: (_: void, signal: AbortSignal) => applicationApi.quota(http.service, { signal }),
    onDone: (quota) => {
      if (quota.remaining === 0) setModal({ kind: 'error', message: t('application.maxApplyError', { max: quota.maxPerDay }) });
      else if (quota.remaining === 1) setModal({ kind: 'warning', message: t('application.maxApplyWarning', { max: quota.maxPerDay }) });
      else void applying.send();
    },
    onFailed: showError,
  });

  const proceed = () => {
    setModal(null);
    void applying.send();
  };

  return {
    modal,
    busy: checkingQuota.pending || applying.pending,
    start: () => void checkingQuota.send(),
    proceed,
    close: () => setModal(null),
  };
}
