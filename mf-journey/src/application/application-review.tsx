import { css } from '@emotion/react';
import type { AdditionalQuestion, ApplicationAnswer, VacancyTestQuestion } from '@klob/shared/api-contract/content';
import { colors, fontSizes, space } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';

const listStyle = css`
  display: grid;
  gap: ${space(3)};
  margin: ${space(4)} 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: ${space(1)} 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
const unansweredStyle = css`
  color: ${colors.textMuted};
  font-style: italic;
`;
const noteStyle = css`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

interface ApplicationReviewProps {
  questions: readonly AdditionalQuestion[];
  answers: Readonly<Record<string, ApplicationAnswer>>;
  attachmentNames: Readonly<Record<string, string>>;
  testQuestions: readonly VacancyTestQuestion[];
  testAnswers: Readonly<Record<string, string>>;
}

/** The review step: every additional question with the answer about to be sent, and how much of the test is answered. */
export function ApplicationReview({ questions, answers, attachmentNames, testQuestions, testAnswers }: ApplicationReviewProps) {
  const { t, pick } = useJourneyText();
  const answerText = (question: AdditionalQuestion): string | null => {
    const answer = answers[question.questionId];
    if (question.questionType === 'attachment') {
      return answer?.answerText ? (attachmentNames[question.questionId] ?? answer.answerText.split('/').pop() ?? null) : null;
    }
    if (question.questionType === 'short') return answer?.answerText?.trim() || null;
    const chosen = question.options.filter((option) => answer?.answerIds?.includes(option.answerId)).map((option) => option.answerText);
    return chosen.length ? chosen.join(', ') : null;
  };
  return (
    <>
      {questions.length > 0 && (
        <dl css={listStyle} data-testid="application-review">
          {questions.map((question) => {
            const text = answerText(question);
            return (
              <div key={question.questionId}>
                <dt>{pick(question.questionText)}</dt>
                <dd css={text ? undefined : unansweredStyle}>{text ?? t('application.notAnswered')}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {testQuestions.length > 0 && (
        <p css={noteStyle}>
          {t('application.testAnswered', {
            answered: testQuestions.filter((question) => testAnswers[question.questionId]).length,
            total: testQuestions.length,
          })}
        </p>
      )}
    </>
  );
}
