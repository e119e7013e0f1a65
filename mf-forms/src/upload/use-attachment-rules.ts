import { useEffect, useRef } from 'react';
import { useServerData, useServices } from '@klob/shared';
import type { AttachmentSizeRule } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { fetchAttachmentRules } from './upload-api';

const NO_RULES: readonly AttachmentSizeRule[] = [];

/**
 * The attachment size master, read once per page. A failed load shows the Error toast with the
 * try-again text (spec 3 §8) and the widget keeps the 2 MB default; the api checks again anyway.
 */
export function useAttachmentRules(): readonly AttachmentSizeRule[] {
  const services = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const rules = useServerData({
    key: 'forms:attachment-rules',
    load: (signal) => fetchAttachmentRules(services.http.service, signal),
    keepForPage: true,
  });
  const told = useRef(false);
  useEffect(() => {
    if (rules.status !== 'failed' || told.current) return;
    told.current = true;
    services.bus.emit('toast', { kind: 'danger', title: t('upload.errorTitle'), message: t('upload.masterLoadFailed') });
  }, [rules.status, services.bus, t]);
  return rules.status === 'ready' ? rules.data : NO_RULES;
}
