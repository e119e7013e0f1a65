import { css } from '@emotion/react';
import { useId } from 'react';
import type { AdditionalQuestion, ApplicationAnswer } from '@klob/shared/api-contract/content';
import { SURVEY_SHORT_ANSWER_MAX_LENGTH } from '@klob/shared/api-contract/forms';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';
import { AttachmentAnswer } from './attachment-answer';

const fieldStyle = css`
  margin: 0 0 ${space(5)};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${space(2)};
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 72px;
    padding: ${space(2)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font: inherit;
    box-sizing: border-box;
  }
  label {
    display: flex;
    gap: ${space(2)};
    align-items: center;
    min-height: 36px;
  }
`;

const errorStyle = css`
  margin: ${space(1)} 0 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;

interface QuestionFieldProps {
  question: AdditionalQuestion;
  answer: ApplicationAnswer | undefined;
  missing: boolean;
  vacancyCode: string;
  /** fileName: the name of the stored file an attachment answer holds. */
  onAnswer(answer: ApplicationAnswer, fileName?: string): void;
}

/** One additional question of the application with its answer widget; the file question uses mf-forms' upload unit. */
export function QuestionField({ question, answer, missing, vacancyCode, onAnswer }: QuestionFieldProps) {
  const { t, pick } = useJourneyText();
  const { questionId } = question;
  const errorId = useId();
  const chosen = answer?.answerIds ?? [];
  const describedBy = missing ? errorId : undefined;
  return (
    <fieldset css={fieldStyle} data-testid={`question-${questionId}`} aria-describedby={describedBy}>
      <legend>
        {pick(question.questionText)}
        {question.mandatory === 'y' && <span css={{ color: colors.danger }}> *</span>}
      </legend>
      {question.questionType === 'short' && (
        <textarea
          aria-label={pick(question.questionText)}
          aria-invalid={missing}
          maxLength={SURVEY_SHORT_ANSWER_MAX_LENGTH}
          value={answer?.answerText ?? ''}
          onChange={(event) => onAnswer({ questionId, answerText: event.target.value })}
        />
      )}
      {question.questionType === 'multiple choice' &&
        question.options.map((option) => (
          <label key={option.answerId}>
            <input
              type="radio"
              name={questionId}
              checked={chosen.includes(option.answerId)}
              onChange={() => onAnswer({ questionId, answerIds: [option.answerId] })}
            />
            {option.answerText}
          </label>
        ))}
      {question.questionType === 'multiple response' &&
        question.options.map((option) => (
          <label key={option.answerId}>
            <input
              type="checkbox"
              checked={chosen.includes(option.answerId)}
              onChange={(event) =>
                onAnswer({
                  questionId,
                  answerIds: event.target.checked ? [...chosen, option.answerId] : chosen.filter((id) => id !== option.answerId),
                })
              }
            />
            {option.answerText}
          </label>
        ))}
      {question.questionType === 'attachment' && (
        <AttachmentAnswer
          vacancyCode={vacancyCode}
          questionId={questionId}
          fileTypes={question.fileTypes}
          fileUrl={answer?.answerText}
          onFile={(url, fileName) => onAnswer({ questionId, answerText: url }, fileName ?? undefined)}
        />
      )}
      {missing && (
        <p id={errorId} css={errorStyle} role="alert">
          {t('application.required')}
        </p>
      )}
    </fieldset>
  );
}
