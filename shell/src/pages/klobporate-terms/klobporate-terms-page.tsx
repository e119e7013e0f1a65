import { ContentPage, anchoredStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const SECTIONS = ['account', 'vacancies', 'candidateData', 'billing'] as const;

/** /klobporate-terms: the terms for companies, one anchored section each. */
export default function KlobporateTermsPage() {
  const { t, ready } = usePagesText();
  if (!ready) return <PageLoading />;
  return (
    <ContentPage
      id="klobporate-terms"
      title={t('klobporateTerms.title')}
      metaTitle={t('klobporateTerms.metaTitle')}
      metaDescription={t('klobporateTerms.metaDescription')}
      lead={t('klobporateTerms.lead')}
    >
      {SECTIONS.map((key) => (
        <section key={key} id={key} css={anchoredStyle}>
          <h2>{t(`klobporateTerms.sections.${key}.title`)}</h2>
          <p>{t(`klobporateTerms.sections.${key}.body`)}</p>
        </section>
      ))}
    </ContentPage>
  );
}
