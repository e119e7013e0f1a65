import { textKeyOf } from '../common/text-key';
import { useEffect } from 'react';
import { useServerData, useServices, useUnitProps } from '@klob/shared';
import { Button } from '@klob/shared/ui';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { Paragraphs } from '../common/paragraphs';
import { ErrorState, SkeletonList } from '../common/state-views';
import {
  chipStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  sectionBoxStyle,
  subtitleStyle,
  THUMBNAIL_SIZE,
  thumbnailStyle,
  backLinkStyle,
} from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { articleDetailPath, ENSIKLOBEDIA, HOME_BASE, sectionPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

/**
 * An article (spec 1 §2.1, §2.3): /home/ensiklobedia/detail-page/{id} signed in; visitors read the
 * limited variant at /detail-ensiklobedia/{goalID} and are asked to sign in for the rest.
 */
export function EnsiklobediaDetailPage() {
  const { t, pick, language } = useJourneyText();
  const { http, auth, navigate } = useServices();
  const { params } = useUnitProps();
  const signedIn = useSignedIn();
  const articleId = params.id ?? params.goalID ?? '';
  // S1-2.3-12: a signed-in reader of the visitor's address reads the article under /home.
  const movesHome = signedIn && params.goalID !== undefined;
  useEffect(() => {
    if (movesHome) navigate(articleDetailPath(articleId, true), { replace: true });
  }, [movesHome, navigate, articleId]);
  const article = useServerData({
    key: `journey-article/${articleId}?signedIn=${signedIn}`,
    load: (signal) => sectionsApi.article(http.base, articleId, { signal }),
  });
  if (movesHome) return <SkeletonList count={1} />;
  return (
    <div css={pageStyle} data-testid="journey-article-detail">
      <JourneyLink to={sectionPath(ENSIKLOBEDIA, signedIn)} css={backLinkStyle}>
        ← {t('ensiklobedia.title')}
      </JourneyLink>
      {article.status === 'loading' && <SkeletonList count={1} />}
      {article.status === 'failed' && <ErrorState retry={article.retry} notFound={isNotFound(article.error)} />}
      {article.status === 'ready' && (
        <article css={{ maxWidth: 760 }}>
          <span css={chipStyle}>{t(`ensiklobedia.categories.${textKeyOf(article.data.category)}`)}</span>
          <h1 css={pageTitleStyle}>{pick(article.data.title)}</h1>
          <p css={subtitleStyle}>
            {article.data.author} · {new Date(article.data.publishedAt).toLocaleDateString(language === 'en' ? 'en-GB' : 'id-ID')} ·{' '}
            {t('ensiklobedia.readingTime', { minutes: article.data.readMinutes })}
          </p>
          <img css={thumbnailStyle} src={article.data.thumbnailUrl} alt="" {...THUMBNAIL_SIZE} />
          <Paragraphs text={pick(article.data.body)} />
          {article.data.isLimited && (
            <section css={sectionBoxStyle} data-testid="limited-variant">
              <p css={mutedStyle}>{t('ensiklobedia.loginToRead')}</p>
              <Button onClick={() => auth.requireLogin(`${HOME_BASE}/${ENSIKLOBEDIA}/detail-page/${encodeURIComponent(articleId)}`)}>
                {t('common.login')}
              </Button>
            </section>
          )}
        </article>
      )}
    </div>
  );
}
