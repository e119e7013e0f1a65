import { useCallback, useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { TOO_MANY_FILES_ERROR_MS } from './upload-constants';

type Notice = { key: number; text: string };

let lastNoticeKey = 0;

/** The widget's warnings: one line per refused or failed file (with the 'Periksa File!' toast), and the too-many-files error. */
export function useUploadNotices() {
  const { bus } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [tooMany, setTooMany] = useState(false);

  // spec 3 §8: the too-many-files error shows for 5 seconds.
  useEffect(() => {
    if (!tooMany) return;
    const timer = setTimeout(() => setTooMany(false), TOO_MANY_FILES_ERROR_MS);
    return () => clearTimeout(timer);
  }, [tooMany]);

  const warn = useCallback(
    (name: string, text: string) => {
      setNotices((current) => [...current, { key: (lastNoticeKey += 1), text: `${name}: ${text}` }]);
      bus.emit('toast', { kind: 'warning', title: t('upload.checkFile'), message: text });
    },
    [bus, t],
  );

  return {
    notices,
    tooMany,
    warn,
    clear: useCallback(() => setNotices([]), []),
    showTooMany: useCallback(() => setTooMany(true), []),
  };
}
