import { useTranslation } from '@klob/shared/react-i18n';

/** The texts of the content pages: their own namespace, loaded with the first page that asks for it. */
export const usePagesText = () => useTranslation('pages');
