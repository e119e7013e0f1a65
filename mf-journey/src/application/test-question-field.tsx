import { css } from '@emotion/react';
import type { VacancyTestQuestion } from '@klob/shared/api-contract/content';
import { colors, fontSizes, space } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';

const fieldStyle = css`
  margin: 0 0 ${space(5)};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${space(2)};
    align-items: center;
    min-height: 36px;
  }
`;

/** One question of the vacancy's test (spec 3 §3 dataTest): one option to choose. */
export function TestQuestionField({
  question,
  chosen,
  missing,
  onChoose,
}: {
  question: VacancyTestQuestion;
  chosen: string | undefined;
  missing: boolean;
  onChoose(answerId: string): void;
}) {
  const { t, pick } = useJourneyText();
  return (
    <fieldset css={fieldStyle} data-testid={`test-${question.questionId}`}>
      <legend>
        {pick(question.questionText)}
        <span css={{ color: colors.danger }}> *</span>
      </legend>
      {question.options.map((option) => (
        <label key={option.answerId}>
          <input type="radio" name={question.questionId} checked={chosen === option.answerId} onChange={() => onChoose(option.answerId)} />
          {pick(option.answerText)}
        </label>
      ))}
      {missing && (
        <p role="alert" css={{ margin: `${space(1)} 0 0`, color: colors.danger, fontSize: fontSizes.sm }}>
          {t('application.required')}
        </p>
      )}
    </fieldset>
  );
}
