import { jobDetailPath } from '@klob/shared/links';
import { css } from '@emotion/react';
import { useReducer } from 'react';
import { HttpError, useServerData, useServerMutation, useServices, useUnitProps } from '@klob/shared';
import {
  MAX_APPLICATIONS_PER_DAY,
  MAX_APPLY_REACHED,
  type AdditionalQuestion,
  type ApplicationAnswer,
  type ApplicationSubmitBody,
  type VacancyDetail,
  type VacancyTestQuestion,
} from '@klob/shared/api-contract/content';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { ErrorState, SkeletonList } from '../common/state-views';
import { linkButtonStyle, mutedStyle, pageStyle, pageTitleStyle, sectionBoxStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { VacancyHeader } from '../job/vacancy-header';
import { APPLIED_JOBS_PATH, vacancyCodeOf } from '../urls/journey-urls';
import { ApplicationReview } from './application-review';
import { initialJobApplicationState, jobApplicationReducer, type ApplicationStep } from './job-application-state';
import { MaxApplyModals } from './max-apply-modals';
import { QuestionField } from './question-field';
import { TestQuestionField } from './test-question-field';
import { Timeline } from './timeline';
import { jobApi } from '../job/job-api';
import { applicationApi } from './application-api';

const stepsStyle = css`
  display: flex;
  gap: ${space(2)};
  margin: ${space(5)} 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const stepStyle = (state: 'done' | 'active' | 'todo') => css`
  flex: 1;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radii.md};
  border: 1px solid ${state === 'todo' ? colors.border : colors.primary};
  background: ${state === 'active' ? colors.primary : colors.surface};
  color: ${state === 'active' ? colors.primaryText : colors.text};
  font-size: ${fontSizes.sm};
  text-align: center;
`;

const isMaxApplyReached = (error: unknown) => error instanceof HttpError && error.code === MAX_APPLY_REACHED;

const STEP_TEXT: Record<ApplicationStep, string> = {
  questions: 'application.steps.questions',
  test: 'application.steps.test',
  review: 'application.steps.review',
  sent: 'application.steps.sent',
};

/**
 * /validasi-lamaran-pekerjaan/{corporateName}/{corporateId}/{jobName}/{jobId} (spec 1 §2.3): the application
 * of spec 3 §3 in stages: the additional questions, the review, then the sent application with its timeline.
 */
export default function ApplicationPage() {
  const { params, query } = useUnitProps();
  const { http } = useServices();
  const { t } = useJourneyText();
  const code = vacancyCodeOf(params, query) ?? '';
  const loaded = useServerData({
    key: `journey-application/${code}`,
    load: async (signal) => {
      const [vacancy, questions, test] = await Promise.all([
        jobApi.vacancy(http.service, code, { signal }),
        applicationApi.additionalQuestions(http.service, code, { signal }),
        applicationApi.vacancyTest(http.service, code, { signal }),
      ]);
      return { vacancy, questions: questions.questions, test: test.questions };
    },
  });
  return (
    <div css={pageStyle} data-testid="journey-application">
      <h1 css={pageTitleStyle}>{t('application.title')}</h1>
      {loaded.status === 'loading' && <SkeletonList count={1} />}
      {loaded.status === 'failed' && <ErrorState retry={loaded.retry} notFound={isNotFound(loaded.error)} />}
      {loaded.status === 'ready' && <ApplicationStages {...loaded.data} />}
    </div>
  );
}

function ApplicationStages({
  vacancy,
  questions,
  test,
}: {
  vacancy: VacancyDetail;
  questions: AdditionalQuestion[];
  test: VacancyTestQuestion[];
}) {
  const { t } = useJourneyText();
  const { http } = useServices();
  const [state, dispatch] = useReducer(jobApplicationReducer, undefined, () =>
    jobApplicationReducer(initialJobApplicationState, { type: 'loaded', vacancy, questions, test }),
  );
  const answer = (value: ApplicationAnswer, fileName?: string) => dispatch({ type: 'answered', answer: value, fileName });
  const sending = useServerMutation({
    send: (body: ApplicationSubmitBody, signal: AbortSignal) => applicationApi.submitApplication(http.service, body, { signal }),
    onDone: (sent) => dispatch({ type: 'sent', timeline: sent.timeline, testResult: sent.testResult }),
    onFailed: (error) => {
      if (isMaxApplyReached(error)) {
        dispatch({
          type: 'maxApply',
          modal: { kind: 'error', message: t('application.maxApplyError', { max: MAX_APPLICATIONS_PER_DAY }) },
        });
      }
    },
  });

  if (vacancy.hasApplied && state.activeStage !== 'sent') {
    return (
      <section css={sectionBoxStyle} role="status">
        <p>{t('application.alreadySent')}</p>
        <JourneyLink to={APPLIED_JOBS_PATH} css={linkButtonStyle}>
          {t('kloboard.appliedJobs')}
        </JourneyLink>
      </section>
    );
  }

  const submit = () =>
    sending.send({
      klobVacancyCode: vacancy.klobVacancyCode,
      answers: Object.values(state.answers),
      testAnswers: Object.entries(state.testAnswers).map(([questionId, answerId]) => ({ questionId, answerId })),
    });
  // The limit is told in the max-apply modal, every other refusal under the review.
  const refusal =
    sending.status === 'failed' && !isMaxApplyReached(sending.error)
      ? sending.error instanceof HttpError
        ? sending.error.message
        : t('states.error')
      : null;
  // The refusal belongs to this visit of the review: changed answers come back to it without one.
  const backFromReview = () => {
    sending.reset();
    dispatch({ type: 'back' });
  };

  const { steps } = state;
  const activeIndex = steps.indexOf(state.activeStage);

  return (
    <>
      <VacancyHeader
        vacancy={vacancy}
        headingLevel={2}
        actions={<JourneyLink to={jobDetailPath(vacancy, true)}>{t('application.backToJob')}</JourneyLink>}
      />
      <ol css={stepsStyle} aria-label={t('application.stepsLabel')}>
        {steps.map((step, index) => (
          <li
            key={step}
            css={stepStyle(index < activeIndex ? 'done' : index === activeIndex ? 'active' : 'todo')}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            {t(STEP_TEXT[step])}
          </li>
        ))}
      </ol>
      {state.activeStage === 'questions' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: 'next' });
          }}
          noValidate
        >
          {state.dataAdditionalQuestion.map((question) => (
            <QuestionField
              key={question.questionId}
              question={question}
              answer={state.answers[question.questionId]}
              missing={state.missing.includes(question.questionId)}
              vacancyCode={vacancy.klobVacancyCode}
              onAnswer={answer}
            />
          ))}
          <Button type="submit">{t('application.next')}</Button>
        </form>
      )}
      {state.activeStage === 'test' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: 'next' });
          }}
          noValidate
        >
          <p css={mutedStyle}>{t('application.testIntro', { count: state.dataTest.length })}</p>
          {state.dataTest.map((question) => (
            <TestQuestionField
              key={question.questionId}
              question={question}
              chosen={state.testAnswers[question.questionId]}
              missing={state.missing.includes(question.questionId)}
              onChoose={(answerId) => dispatch({ type: 'testAnswered', questionId: question.questionId, answerId })}
            />
          ))}
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            {steps.indexOf('test') > 0 && (
              <Button variant="secondary" type="button" onClick={() => dispatch({ type: 'back' })}>
                {t('application.back')}
              </Button>
            )}
            <Button type="submit">{t('application.next')}</Button>
          </div>
        </form>
      )}
      {state.activeStage === 'review' && (
        <section css={sectionBoxStyle}>
          <p>{t('application.reviewText', { position: vacancy.positionName })}</p>
          <ApplicationReview
            questions={state.dataAdditionalQuestion}
            answers={state.answers}
            attachmentNames={state.attachmentNames}
            testQuestions={state.dataTest}
            testAnswers={state.testAnswers}
          />
          {refusal && (
            <p role="alert" css={{ color: colors.danger }}>
              {refusal}
            </p>
          )}
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            {steps.indexOf('review') > 0 && (
              <Button variant="secondary" onClick={backFromReview} disabled={sending.pending}>
                {t('application.back')}
              </Button>
            )}
            <Button onClick={() => void submit()} disabled={sending.pending}>
              {t('application.send')}
            </Button>
          </div>
        </section>
      )}
      {state.activeStage === 'sent' && (
        <section css={sectionBoxStyle} role="status" data-testid="application-sent">
          <h2>{t('application.sentTitle')}</h2>
          <p css={mutedStyle}>{t('application.sentText')}</p>
          {state.testResult && <p>{t('application.testScore', { ...state.testResult })}</p>}
          <Timeline entries={state.timelineData} />
          <JourneyLink to={APPLIED_JOBS_PATH} css={linkButtonStyle}>
            {t('kloboard.appliedJobs')}
          </JourneyLink>
        </section>
      )}
      <MaxApplyModals
        modal={state.maxApplyModal}
        onClose={() => dispatch({ type: 'maxApply', modal: null })}
        onContinue={() => undefined}
      />
    </>
  );
}
