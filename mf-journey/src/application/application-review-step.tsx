import type { Dispatch } from 'react';
import { HttpError, useServerMutation, useServices } from '@klob/shared';
import {
  MAX_APPLICATIONS_PER_DAY,
  MAX_APPLY_REACHED,
  type ApplicationSubmitBody,
  type VacancyDetail,
} from '@klob/shared/api-contract/content';
import { Button, colors, space } from '@klob/shared/ui';
import { sectionBoxStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { ApplicationReview } from './application-review';
import { applicationApi } from './application-api';
import type { JobApplicationAction, JobApplicationState } from './job-application-state';

const isMaxApplyReached = (error: unknown) => error instanceof HttpError && error.code === MAX_APPLY_REACHED;

interface ApplicationReviewStepProps {
  vacancy: VacancyDetail;
  state: JobApplicationState;
  dispatch: Dispatch<JobApplicationAction>;
}

/**
 * The review step: the answers about to be sent and the send itself. A refusal is shown here (the
 * limit in the max-apply modal); going back leaves the step, so a later visit starts without it.
 */
export function ApplicationReviewStep({ vacancy, state, dispatch }: ApplicationReviewStepProps) {
  const { t } = useJourneyText();
  const { http } = useServices();
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
  const submit = () =>
    sending.send({
      klobVacancyCode: vacancy.klobVacancyCode,
      answers: Object.values(state.answers),
      testAnswers: Object.entries(state.testAnswers).map(([questionId, answerId]) => ({ questionId, answerId })),
    });
  const refusal =
    sending.status === 'failed' && !isMaxApplyReached(sending.error)
      ? sending.error instanceof HttpError
        ? sending.error.message
        : t('states.error')
      : null;

  return (
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
        {state.steps.indexOf('review') > 0 && (
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={sending.pending}>
            {t('application.back')}
          </Button>
        )}
        <Button onClick={() => void submit()} disabled={sending.pending}>
          {t('application.send')}
        </Button>
      </div>
    </section>
  );
}
