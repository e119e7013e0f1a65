import { jobDetailPath } from '@klob/shared/links';
import { css } from '@emotion/react';
import { useReducer } from 'react';
import { useServerData, useServices, useUnitProps } from '@klob/shared';
import type { AdditionalQuestion, ApplicationAnswer, VacancyDetail, VacancyTestQuestion } from '@klob/shared/api-contract/content';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { ErrorState, SkeletonList } from '../common/state-views';
import { linkButtonStyle, mutedStyle, pageStyle, pageTitleStyle, sectionBoxStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { VacancyHeader } from '../job/vacancy-header';
import { APPLIED_JOBS_PATH, vacancyCodeOf } from '../urls/journey-urls';
import { ApplicationReviewStep } from './application-review-step';
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
  const [state, dispatch] = useReducer(jobApplicationReducer, undefined, () =>
    jobApplicationReducer(initialJobApplicationState, { type: 'loaded', vacancy, questions, test }),
  );
  const answer = (value: ApplicationAnswer, fileName?: string) => dispatch({ type: 'answered', answer: value, fileName });

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
      {state.activeStage === 'review' && <ApplicationReviewStep vacancy={vacancy} state={state} dispatch={dispatch} />}
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
