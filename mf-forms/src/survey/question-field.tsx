import { css } from '@emotion/react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SURVEY_QUESTION_TYPES as Q, type SurveyQuestion, type UploadFileItem } from '@klob/shared/api-contract/forms';
import { acceptOfFileTypes } from '@klob/shared/constants';
import { UPLOAD_QUESTION_MAX_FILES } from '../upload/upload-constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, fontWeights, space, inputStyle } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { UploadWidget } from '../upload/upload-widget';
import { OrderingAnswer } from './ordering-answer';
import { isFileQuestion, isOrderQuestion, othersOptionOf, type AnswerValue, type SurveyValues } from './survey-values';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  index: number;
  control: Control<SurveyValues>;
  register: UseFormRegister<SurveyValues>;
  errors: FieldErrors<SurveyValues>;
  required: boolean;
  /** Changes after a reset, so the upload widget starts empty again. */
  resetCount: number;
  fieldId: string;
  /** A file question's stored file, when the user edits a stored answer. */
  storedFile?: UploadFileItem;
}

const fieldsetStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
const legendStyle = css`
  padding: 0;
  margin-bottom: ${space(1)};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.text};
`;
const noteStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;
const choiceStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${fontSizes.sm};
`;
const errorStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.danger};
`;

type AnswerErrors = Partial<Record<keyof AnswerValue, { message?: string }>>;

const firstAnswerError = (errors: AnswerErrors | undefined): string | undefined =>
  errors?.text?.message ?? errors?.answerId?.message ?? errors?.selected?.message ?? errors?.order?.message;

/** One survey question with its answer widget (spec 3 §3, §5). */
export function QuestionField({
  question,
  index,
  control,
  register,
  errors,
  required,
  resetCount,
  fieldId,
  storedFile,
}: QuestionFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const answerErrors = errors.answers?.[index] as AnswerErrors | undefined;
  const error = firstAnswerError(answerErrors);
  const othersError = answerErrors?.others?.message;
  const labelId = `${fieldId}-label`;
  const errorId = `${fieldId}-error`;
  const othersId = othersOptionOf(question)?.answerId;
  const answer = useWatch({ control, name: `answers.${index}` });
  const othersChosen = Boolean(othersId) && (answer?.answerId === othersId || (answer?.selected ?? []).includes(othersId ?? ''));
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const sortedOptions = [...question.option].sort((a, b) => a.sequence - b.sequence);

  return (
    <fieldset css={fieldsetStyle} id={fieldId} data-testid="survey-question" aria-describedby={describedBy}>
      <legend id={labelId} css={legendStyle}>
        {question.questionText}
        {required && (
          <span css={css({ color: colors.danger, marginLeft: 2 })} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {question.answerNote && <p css={noteStyle}>{question.answerNote}</p>}
      {question.questionType === Q.multipleResponse && <p css={noteStyle}>{t('survey.multipleResponseHint')}</p>}
      {isOrderQuestion(question) && <p css={noteStyle}>{t('survey.rankingHint')}</p>}

      {question.questionType === Q.short && (
        <textarea
          css={[inputStyle, css({ minHeight: 72, resize: 'vertical' })]}
          aria-labelledby={labelId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...register(`answers.${index}.text`)}
        />
      )}

      {question.questionType === Q.multipleChoice &&
        sortedOptions.map((option) => (
          <label key={option.answerId} css={choiceStyle}>
            <input type="radio" value={option.answerId} aria-invalid={invalid} {...register(`answers.${index}.answerId`)} />
            {option.answerText}
          </label>
        ))}

      {question.questionType === Q.multipleResponse &&
        sortedOptions.map((option) => (
          <label key={option.answerId} css={choiceStyle}>
            <input type="checkbox" value={option.answerId} aria-invalid={invalid} {...register(`answers.${index}.selected`)} />
            {option.answerText}
          </label>
        ))}

      {othersChosen && (
        <>
          <input
            css={inputStyle}
            aria-label={t('survey.otherPlaceholder')}
            placeholder={t('survey.otherPlaceholder')}
            aria-invalid={othersError ? true : undefined}
            {...register(`answers.${index}.others`)}
          />
          {othersError && (
            <p css={errorStyle} role="alert">
              {t(othersError)}
            </p>
          )}
        </>
      )}

      {isOrderQuestion(question) && (
        <Controller
          control={control}
          name={`answers.${index}.order`}
          render={({ field }) => (
            <OrderingAnswer options={question.option} order={field.value} onChange={field.onChange} labelledBy={labelId} />
          )}
        />
      )}

      {isFileQuestion(question) && (
        <>
          {question.templateUrl && (
            <a href={question.templateUrl} download css={css({ fontSize: fontSizes.sm })}>
              {t('survey.downloadTemplate')}
            </a>
          )}
          <Controller
            control={control}
            name={`answers.${index}.text`}
            render={({ field }) => (
              <UploadWidget
                key={resetCount}
                maxFiles={UPLOAD_QUESTION_MAX_FILES}
                crop
                shape="rect"
                accept={acceptOfFileTypes(question.fileTypes)}
                invalid={invalid}
                describedBy={describedBy}
                initialFiles={storedFile ? [storedFile] : undefined}
                onChange={(files) => field.onChange(files[0]?.backendUrl ?? '')}
              />
            )}
          />
        </>
      )}

      {error && (
        <p id={errorId} css={errorStyle} role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
