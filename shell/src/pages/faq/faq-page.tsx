import { css } from '@emotion/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TextField, colors, radii, space } from '@klob/shared/ui';
import { useAnchorScroll } from '../../app/anchor-scroll';
import { ContentPage, anchoredStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { FAQ_GROUPS, matchesSearch } from './faq-entries';

const questionStyle = css`
  ${anchoredStyle};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  margin-bottom: ${space(3)};
  background: ${colors.surface};
  summary {
    padding: ${space(4)};
    cursor: pointer;
    font-weight: 600;
  }
  &:target {
    border-color: ${colors.primary};
  }
  div {
    padding: 0 ${space(4)} ${space(4)};
  }
  p {
    margin: 0 0 ${space(2)};
  }
  a {
    color: ${colors.primary};
    font-size: 14px;
  }
`;

/** /faq: grouped questions, a search over questions and answers, and an anchor per answer (#questionKey opens it). */
export default function FaqPage() {
  const { t, ready } = usePagesText();
  const { hash } = useLocation();
  const [search, setSearch] = useState('');
  const anchor = decodeURIComponent(hash.slice(1));
  useAnchorScroll(ready, hash);

  if (!ready) return <PageLoading />;
  const groups = FAQ_GROUPS.map(({ group, questions }) => ({
    group,
    questions: questions.filter((key) => matchesSearch(search, t(`faq.questions.${key}.question`), t(`faq.questions.${key}.answer`))),
  })).filter(({ questions }) => questions.length > 0);

  return (
    <ContentPage
      id="faq"
      title={t('faq.title')}
      metaTitle={t('faq.metaTitle')}
      metaDescription={t('faq.metaDescription')}
      lead={t('faq.intro')}
    >
      <div css={{ maxWidth: 480, marginBottom: 24 }}>
        <TextField
          label={t('faq.searchLabel')}
          type="search"
          placeholder={t('faq.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {groups.length === 0 && <p role="status">{t('faq.noResult', { query: search })}</p>}
      {groups.map(({ group, questions }) => (
        <section key={group} aria-labelledby={`faq-group-${group}`}>
          <h2 id={`faq-group-${group}`}>{t(`faq.groups.${group}`)}</h2>
          {questions.map((key) => (
            <details key={key} id={key} css={questionStyle} open={anchor === key || search.trim() !== '' || undefined}>
              <summary>{t(`faq.questions.${key}.question`)}</summary>
              <div>
                <p>{t(`faq.questions.${key}.answer`)}</p>
                <a href={`#${key}`} aria-label={`${t('faq.copyLink')}: ${t(`faq.questions.${key}.question`)}`}>
                  #{key}
                </a>
              </div>
            </details>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
