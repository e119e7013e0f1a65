import { css } from '@emotion/react';
import { useState } from 'react';
import { HttpError, useServerData, useServices, useUnitProps } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import type { SurveyHeader, SurveyQuestion } from '@klob/shared/api-contract/forms';
import { Button, Spinner, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { useBusState } from '@klob/shared';
import { fetchMySubmission, fetchSurvey, surveySourceKey, type SurveySource } from '../survey/survey-api';
import { SurveyForm } from '../survey/survey-form';
import { surveySourceOfPath } from './survey-page-source';
import { pageCardStyle, pageStyle } from '../common/page-styles';

const HTTP_NOT_FOUND = 404;

const titleStyle = css`
  margin: 0 0 ${space(4)};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;
const editingStyle = css`
  margin: 0 0 ${space(4)};
  padding: ${space(3)};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
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
      <section css={pageCardStyle} aria-labelledby="survey-page-title">
        <title>{`${header.surveyName} | ${PRODUCT_NAME}`}</title>
        <h1 id="survey-page-title" css={titleStyle}>
          {header.surveyName}
        </h1>
        {submitted && (
          <p role="status" css={css({ color: colors.success, fontWeight: fontWeights.medium })}>
            {t('eform.submitted')}
          </p>
        )}
        {auth.isAuthenticated && auth.user ? (
          <EditableSurveyForm
            key={auth.user.userId}
            userId={auth.user.userId}
            header={header}
            questions={question}
            submitted={submitted}
            onSaved={() => setSubmitted(true)}
          />
        ) : (
          <SurveyForm header={header} questions={question} mode="page" onSaved={() => setSubmitted(true)} />
        )}
      </section>
    );
  }
  return (
    <div css={pageStyle(720)} data-testid="survey-page">
      {content}
    </div>
  );
}

interface EditableSurveyFormProps {
  userId: string;
  header: SurveyHeader;
  questions: readonly SurveyQuestion[];
  submitted: boolean;
  onSaved(): void;
}

/**
 * A signed-in user who answered this form before finds their answers (files included) filled in,
 * to change and send again. If the earlier answers cannot be read, the form starts empty.
 */
function EditableSurveyForm({ userId, header, questions, submitted, onSaved }: EditableSurveyFormProps) {
  const services = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const stored = useServerData({
    key: `survey-submission:${header.surveyId}:${userId}`,
    load: (signal) => fetchMySubmission(services.http.service, header.surveyId, signal),
  });
  if (stored.status === 'loading') return <Spinner />;
  const record = stored.status === 'ready' ? stored.data : null;
  return (
    <>
      {record && !submitted && (
        <p css={editingStyle} data-testid="survey-editing-notice">
          {t('eform.editing')}
        </p>
      )}
      <SurveyForm header={header} questions={questions} mode="page" stored={record} onSaved={onSaved} />
    </>
  );
}
