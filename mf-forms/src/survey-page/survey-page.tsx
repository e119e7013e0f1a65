import { css } from '@emotion/react';
import { useState } from 'react';
import { HttpError, useServerData, useServices, useUnitProps } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, Spinner, colors, fontSizes, fontWeights, radii, shadows, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { useBusState } from '@klob/shared';
import { fetchSurvey, surveySourceKey, type SurveySource } from '../survey/survey-api';
import { SurveyForm } from '../survey/survey-form';
import { surveySourceOfPath } from './survey-page-source';

const HTTP_NOT_FOUND = 404;

const pageStyle = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${space(8)} ${space(4)} ${space(16)};
  @media (max-width: 768px) {
    padding: ${space(4)} ${space(3)} ${space(12)};
  }
`;
const cardStyle = css`
  padding: ${space(6)};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
  @media (max-width: 768px) {
    padding: ${space(4)};
  }
`;
const titleStyle = css`
  margin: 0 0 ${space(4)};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;
const noticeStyle = css`
  text-align: center;
  color: ${colors.textMuted};
`;

/** The e-form pages (spec 1 §2.6): /eform/{surveyUrl}, /form/{id} and /survey/demosurveinenilai, with the survey engine as a full page. */
export function SurveyPage() {
  const { pathname } = useUnitProps();
  const source = surveySourceOfPath(pathname);
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (!source) return <p css={noticeStyle}>{t('eform.notFound')}</p>;
  return <SurveyPageFor key={surveySourceKey(source)} source={source} />;
}

function SurveyPageFor({ source }: { source: SurveySource }) {
  const services = useServices();
  const { pathname } = useUnitProps();
  const auth = useBusState('auth');
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [submitted, setSubmitted] = useState(false);
  const survey = useServerData({ key: surveySourceKey(source), load: (signal) => fetchSurvey(services.http.service, source, signal) });

  let content;
  if (survey.status === 'loading') content = <Spinner />;
  else if (survey.status === 'failed') {
    const notFound = survey.error instanceof HttpError && survey.error.status === HTTP_NOT_FOUND;
    content = (
      <div css={noticeStyle}>
        <p>{notFound ? t('eform.notFound') : t('upload.masterLoadFailed')}</p>
        {!notFound && <Button onClick={survey.retry}>{t('eform.retry')}</Button>}
      </div>
    );
  } else if (!survey.data.header || survey.data.question.length === 0) content = <p css={noticeStyle}>{t('eform.closed')}</p>;
  else if (!survey.data.header.notLogin && !auth.isAuthenticated) {
    // spec 3 §6: a form not open to visitors needs a sign-in; the visitor comes back here after it.
    content = (
      <div css={noticeStyle}>
        <h1 css={titleStyle}>{survey.data.header.surveyName}</h1>
        <p>{t('eform.loginRequired')}</p>
        <Button onClick={() => services.auth.requireLogin(pathname)}>{t('eform.login')}</Button>
      </div>
    );
  } else {
    const { header, question } = survey.data;
    content = (
      <section css={cardStyle} aria-labelledby="survey-page-title">
        <title>{`${header.surveyName} | ${PRODUCT_NAME}`}</title>
        <h1 id="survey-page-title" css={titleStyle}>
          {header.surveyName}
        </h1>
        {submitted && (
          <p role="status" css={css({ color: colors.success, fontWeight: fontWeights.medium })}>
            {t('eform.submitted')}
          </p>
        )}
        <SurveyForm header={header} questions={question} mode="page" onSaved={() => setSubmitted(true)} />
      </section>
    );
  }
  return (
    <div css={pageStyle} data-testid="survey-page">
      {content}
    </div>
  );
}
