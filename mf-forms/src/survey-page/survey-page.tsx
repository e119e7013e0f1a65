import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { HttpError, useServerData, useServices, useUnitProps } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import type { SurveyHeader, SurveyQuestion } from '@klob/shared/api-contract/forms';
import { Button, Spinner, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { useBusState } from '@klob/shared';
import { fetchMySubmission, fetchSurvey, surveySourceKey, type SurveySource } from '../survey/survey-api';
import { SurveyForm } from '../survey/survey-form';
import { useLocalizedSurvey, type UntranslatedPart } from '../survey/localized-survey';
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
const sentStyle = css`
  margin: 0 0 ${space(4)};
  padding: ${space(3)};
  border: 1px solid ${colors.success};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`;
const sentBadgeStyle = css`
  display: inline-block;
  padding: 0 ${space(2)};
  border-radius: ${radii.sm};
  background: ${colors.success};
  color: ${colors.surface};
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
  const survey = useServerData({ key: surveySourceKey(source), load: (signal) => fetchSurvey(services.http.service, source, signal) });
  const localized = useLocalizedSurvey(survey.status === 'ready' ? survey.data : null);

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
  } else if (!localized || localized.question.length === 0) content = <p css={noticeStyle}>{t('eform.closed')}</p>;
  else if (!localized.header.notLogin && !auth.isAuthenticated) {
    // spec 3 §6: a form not open to visitors needs a sign-in; the visitor comes back here after it.
    content = (
      <div css={noticeStyle}>
        <h1 css={titleStyle}>{localized.header.surveyName}</h1>
        <p>{t('eform.loginRequired')}</p>
        <Button onClick={() => services.auth.requireLogin(pathname)}>{t('eform.login')}</Button>
      </div>
    );
  } else {
    const { header, question, untranslated } = localized;
    content = (
      <section css={pageCardStyle} aria-labelledby="survey-page-title">
        <title>{`${header.surveyName} | ${PRODUCT_NAME}`}</title>
        <h1 id="survey-page-title" css={titleStyle}>
          {header.surveyName}
        </h1>
        {auth.isAuthenticated && auth.user ? (
          <EditableSurveyForm
            key={auth.user.userId}
            userId={auth.user.userId}
            header={header}
            questions={question}
            untranslated={untranslated}
          />
        ) : (
          <VisitorSurveyForm header={header} questions={question} untranslated={untranslated} />
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

interface SurveyFormOfPageProps {
  header: SurveyHeader;
  questions: readonly SurveyQuestion[];
  untranslated: UntranslatedPart;
}

/** The 'sent' state after a successful submit (issue 21): a clear badge and what the shown answers are. */
function SentNotice({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <div role="status" css={sentStyle} data-testid="survey-sent">
      <p css={css({ margin: 0 })}>
        <span css={sentBadgeStyle}>✓ {t('eform.sentBadge')}</span> {t('eform.submitted')}
      </p>
      <p css={css({ margin: `${space(1)} 0 0` })}>{text}</p>
      {children}
    </div>
  );
}

/**
 * A visitor's e-form: after a successful submit the answers sent stay on screen, locked, as sent (a visitor
 * cannot read them back later); 'Isi formulir baru' starts an empty form.
 */
function VisitorSurveyForm({ header, questions, untranslated }: SurveyFormOfPageProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <>
      {sent && (
        <SentNotice text={t('eform.sentAsVisitor')}>
          <Button
            variant="secondary"
            size="sm"
            css={css({ marginTop: space(2) })}
            onClick={() => {
              setSent(false);
              setRound((count) => count + 1);
            }}
          >
            {t('eform.fillAgain')}
          </Button>
        </SentNotice>
      )}
      <SurveyForm
        key={round}
        header={header}
        questions={questions}
        untranslated={untranslated}
        mode="page"
        locked={sent}
        onSaved={() => setSent(true)}
      />
    </>
  );
}

/**
 * A signed-in user who answered this form before finds their answers (files included) filled in,
 * to change and send again; right after a submit, the answers the api stored are read back and shown
 * as sent (issue 21). If the earlier answers cannot be read, the form starts empty.
 */
function EditableSurveyForm({ userId, header, questions, untranslated }: SurveyFormOfPageProps & { userId: string }) {
  const services = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [sends, setSends] = useState(0);
  const stored = useServerData({
    key: `survey-submission:${header.surveyId}:${userId}:${sends}`,
    load: (signal) => fetchMySubmission(services.http.service, header.surveyId, signal),
  });
  if (stored.status === 'loading') return <Spinner />;
  const record = stored.status === 'ready' ? stored.data : null;
  return (
    <>
      {sends > 0 ? (
        <SentNotice text={t('eform.sentStored')} />
      ) : (
        record && (
          <p css={editingStyle} data-testid="survey-editing-notice">
            {t('eform.editing')}
          </p>
        )
      )}
      <SurveyForm
        key={record?.submissionId ?? 'new'}
        header={header}
        questions={questions}
        untranslated={untranslated}
        mode="page"
        stored={record}
        onSaved={() => setSends((count) => count + 1)}
      />
    </>
  );
}
