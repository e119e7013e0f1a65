import { useTranslation } from '@klob/shared/react-i18n';
import { NoticePage } from '../notice/notice-page';

/** spec 1 §2.6: any other path shows a page-not-found screen with a noindex tag. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <NoticePage
      id="not-found"
      figure="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      backHomeText={t('notFound.backHome')}
    />
  );
}
