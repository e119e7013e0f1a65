import { css } from '@emotion/react';
import { Link, useNavigate } from 'react-router-dom';
import { isLanguage, useServerData, useServices } from '@klob/shared';
import { getResult } from '@klob/shared/api-contract/envelope';
import type { Interruption, InterruptionType } from '@klob/shared/api-contract/platform';
import { Button, colors, space } from '@klob/shared/ui';
import { INTERRUPTION_LIST_PATH } from '../../routes/landing-redirect';
import { ContentPage, cardStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const ACTION_KEYS: Record<InterruptionType, string> = {
  'complete-profile': 'shifting.actions.completeProfile',
  'fill-survey': 'shifting.actions.fillSurvey',
  'update-job-preference': 'shifting.actions.updateJobPreference',
};

const itemStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** /shifting-page (spec 1 §2.1, §4.1): the signed-in user's pending interruptions, each with the action that resolves it. */
export default function ShiftingPage() {
  const { t, ready, i18n } = usePagesText();
  const { http, navigate: navigateApp } = useServices();
  const navigate = useNavigate();
  const interruptions = useServerData({
    key: 'shifting-page-interruptions',
    load: (signal) => getResult<Interruption[]>(http.service, INTERRUPTION_LIST_PATH, undefined, { signal }),
  });
  if (!ready) return <PageLoading />;
  const language = isLanguage(i18n.language) ? i18n.language : 'id';
  const go = (url: string) => (/^https?:/i.test(url) ? navigateApp(url) : navigate(url));

  return (
    <ContentPage
      id="shifting"
      title={t('shifting.title')}
      metaTitle={t('shifting.metaTitle')}
      metaDescription={t('shifting.metaDescription')}
      lead={t('shifting.lead')}
    >
      {interruptions.status === 'loading' && <PageLoading />}
      {interruptions.status === 'failed' && (
        <div role="alert">
          <p>{t('common.loadFailed')}</p>
          <Button variant="secondary" onClick={interruptions.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {interruptions.status === 'ready' && interruptions.data.length === 0 && (
        <p role="status">
          {t('shifting.empty')}{' '}
          <Link to="/" css={{ color: colors.primary }}>
            {t('shifting.toHome')}
          </Link>
        </p>
      )}
      {interruptions.status === 'ready' && interruptions.data.length > 0 && (
        <>
          <ul css={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
            {interruptions.data.map((interruption) => (
              <li key={`${interruption.interruptionType}-${interruption.createdAt}`} css={[cardStyle, itemStyle]}>
                <p>{interruption.title[language]}</p>
                <Button onClick={() => go(interruption.targetUrl)}>{t(ACTION_KEYS[interruption.interruptionType])}</Button>
              </li>
            ))}
          </ul>
          <Link to="/home" css={{ color: colors.primary }}>
            {t('shifting.skip')}
          </Link>
        </>
      )}
    </ContentPage>
  );
}
