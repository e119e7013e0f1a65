import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { colors } from '@klob/shared/ui';
import { VERIFICATION_DATA_PARAM, VERIFICATION_PATH } from '../auth-forms/verification-param';
import { ContentPage } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

/**
 * /emailverification: the link of a verification email. With the verification data of the
 * mail (`data`, spec 1 §4.1) it opens the verification step; without it, it says where to go.
 */
export default function EmailVerificationPage() {
  const { t, ready } = usePagesText();
  const [query] = useSearchParams();
  const data = query.get(VERIFICATION_DATA_PARAM);
  if (data) return <Navigate to={`${VERIFICATION_PATH}?${new URLSearchParams({ [VERIFICATION_DATA_PARAM]: data }).toString()}`} replace />;
  if (!ready) return <PageLoading />;
  return (
    <ContentPage
      id="email-verification"
      title={t('emailVerification.title')}
      metaTitle={t('emailVerification.metaTitle')}
      metaDescription={t('emailVerification.metaDescription')}
      lead={t('emailVerification.lead')}
    >
      <p>
        <Link to="/login" css={{ color: colors.primary, fontWeight: 600 }}>
          {t('emailVerification.toLogin')}
        </Link>
      </p>
    </ContentPage>
  );
}
