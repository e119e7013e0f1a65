import { css } from '@emotion/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { colors, fontSizes, space } from '@klob/shared/ui';
import { useAnchorScroll } from '../../app/anchor-scroll';
import { ContentPage, anchoredStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

export type TermsTab = 'terms' | 'privacy';
const TERMS_SECTIONS = ['general', 'klobber', 'content', 'liability'] as const;
const PRIVACY_SECTIONS = ['collected', 'klobber', 'sharing', 'rights'] as const;

const tabListStyle = css`
  display: flex;
  gap: ${space(2)};
  border-bottom: 1px solid ${colors.border};
  margin-bottom: ${space(4)};
  button {
    padding: ${space(3)} ${space(4)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-size: ${fontSizes.md};
    cursor: pointer;
    color: ${colors.textMuted};
  }
  button[aria-selected='true'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.primary};
    font-weight: 600;
  }
`;

/** The tab of the URL: `tab=privacy` opens the privacy policy (spec 1 §2.1), anything else the terms. */
export const termsTabOf = (query: URLSearchParams): TermsTab => (query.get('tab') === 'privacy' ? 'privacy' : 'terms');

/**
 * /terms: the terms and the privacy policy as two tabs (`?tab=privacy`). Each section has an
 * anchor; #klobber is the Klobber section of the open tab (the survey links both, spec 3 §2).
 */
export default function TermsPage() {
  const { t, ready } = usePagesText();
  const [query, setQuery] = useSearchParams();
  const { hash } = useLocation();
  const tab = termsTabOf(query);
  const sections = tab === 'privacy' ? PRIVACY_SECTIONS : TERMS_SECTIONS;
  const prefix = tab === 'privacy' ? 'terms.privacy' : 'terms.sections';

  useAnchorScroll(ready, hash, tab);

  if (!ready) return <PageLoading />;
  const choose = (next: TermsTab) => {
    const nextQuery = new URLSearchParams(query);
    if (next === 'privacy') nextQuery.set('tab', 'privacy');
    else nextQuery.delete('tab');
    setQuery(nextQuery);
  };

  return (
    <ContentPage id="terms" title={t('terms.title')} metaTitle={t('terms.metaTitle')} metaDescription={t('terms.metaDescription')}>
      <div role="tablist" aria-label={t('terms.tabsLabel')} css={tabListStyle}>
        {(['terms', 'privacy'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`terms-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="terms-panel"
            onClick={() => choose(key)}
          >
            {t(key === 'terms' ? 'terms.termsTab' : 'terms.privacyTab')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="terms-panel" aria-labelledby={`terms-tab-${tab}`}>
        <p css={{ color: colors.textMuted, fontSize: 14 }}>{t('terms.updated')}</p>
        {sections.map((key) => (
          <section key={key} id={key} css={anchoredStyle} aria-labelledby={`terms-${key}-title`}>
            <h2 id={`terms-${key}-title`}>{t(`${prefix}.${key}.title`)}</h2>
            <p>{t(`${prefix}.${key}.body`)}</p>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
