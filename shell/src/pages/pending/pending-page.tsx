import { useTranslation } from '@klob/shared/react-i18n';
import { NoticePage } from '../notice/notice-page';

/**
 * A route that exists (with its access rule and redirects) whose page is built
 * later, by the shell or by the remote that owns it: an honest "coming soon",
 * not the not-found screen, and not indexed.
 */
export function PendingPage() {
  const { t } = useTranslation('shell');
  return (
    <NoticePage
      id="pending"
      testId="pending-page"
      title={t('pendingPage.title')}
      description={t('pendingPage.description')}
      backHomeText={t('pendingPage.backHome')}
    />
  );
}
