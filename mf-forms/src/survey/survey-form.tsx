import { css } from '@emotion/react';
import { yupResolver } from '@hookform/resolvers/yup';
import DOMPurify from 'dompurify';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { HttpError, useServerMutation, useServices } from '@klob/shared';
import {
  SURVEY_FIELD_ASKED,
  type SurveyHeader,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveySubmissionRecord,
  type UploadFileItem,
} from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, TextField, colors, fontSizes, space } from '@klob/shared/ui';
import { errorMessage } from '../common/error-message';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { useBusState } from '@klob/shared';
import { StudentFields } from '../university/student-fields';
import type { UntranslatedPart } from './localized-survey';
import { QuestionField } from './question-field';
import { saveSurvey } from './survey-api';
import { buildSurveySchema, isMandatory, type MandatoryMode } from './survey-schema';
import { emptySurveyValues, storedFileItemsOf, toSubmission, valuesFromSubmission, type SurveyValues } from './survey-values';

export interface SurveyFormProps {
  header: SurveyHeader;
  questions: readonly SurveyQuestion[];
  mode: MandatoryMode;
  /** The author's stored submission: the form starts with its answers and files, to edit them. */
  stored?: SurveySubmissionRecord | null;
  /** How much of the survey has no text in the page's language: said once, above the form. */
  untranslated?: UntranslatedPart;
  /** The answers are shown, not edited (a visitor's sent e-form): the fields and the submit are off. */
  locked?: boolean;
  /** After a successful save: the popup has already reset; an e-form page keeps what was sent. */
  onSaved?(): void;
}

/** DECISIONS #5: a success toast right before the form resets shows for 2 s. */
const SUCCESS_TOAST_BEFORE_RESET_MS = 2_000;

/** spec 3 §2: the terms links of the survey. */
export const SURVEY_TERMS_LINKS = { terms: '/terms#klobber', privacy: '/terms?tab=privacy#klobber' } as const;

const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
`;
const descriptionStyle = css`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  & p {
    margin: 0 0 ${space(2)};
  }
`;
const termsStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

const languageNoteStyle = css`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** Holds every field, so a locked form turns them all off at once; it adds no box of its own. */
const fieldsetStyle = css`
  display: contents;
`;

const formWarningStyle = css`
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.danger};
`;

const HEADER_FIELDS = ['name', 'email', 'phone'] as const;
const STUDENT_FIELDS = ['nik', 'npwp', 'provinceId', 'cityId'] as const;

/** The id of the first field with an error, in the order the form shows them (spec 3 §5). */
function firstErrorFieldId(errors: FieldErrors<SurveyValues>, idOf: (key: string) => string, questionCount: number): string | null {
  for (const field of HEADER_FIELDS) if (errors[field]) return idOf(field);
  for (const field of STUDENT_FIELDS) if (errors.student?.[field]) return idOf(`student.${field}`);
  for (let index = 0; index < questionCount; index += 1) if (errors.answers?.[index]) return idOf(`q${index}`);
  return null;
}

/**
 * The survey engine of the guestbook popup and the e-form pages: header fields, every answer widget,
 * the yup rules of spec 3 §5 and the save of spec 3 §7, §8.
 */
export function SurveyForm({ header, questions, mode, stored, untranslated = 'none', locked = false, onSaved }: SurveyFormProps) {
  const services = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const auth = useBusState('auth');
  const accountEmail = auth.isAuthenticated ? (auth.user?.emailLogin ?? '') : '';
  const emailFromAccount = Boolean(accountEmail);
  const schema = useMemo(
    () => buildSurveySchema(header, questions, { mode, emailFromAccount }),
    [header, questions, mode, emailFromAccount],
  );
  const defaults = useMemo(
    () => (stored ? valuesFromSubmission(questions, stored, accountEmail) : emptySurveyValues(questions, accountEmail)),
    [questions, accountEmail, stored],
  );
  // The stored files shown again for editing; a successful save empties the form, and them.
  const [storedFiles, setStoredFiles] = useState<Record<string, UploadFileItem>>(() =>
    stored ? storedFileItemsOf(questions, stored) : {},
  );
  const { register, control, handleSubmit, reset, setValue, formState } = useForm<SurveyValues>({
    resolver: yupResolver(schema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const [resetCount, setResetCount] = useState(0);
  const formId = useId();
  const idOf = (key: string) => `${formId}-${key}`;
  const asked = (flag: string) => flag === SURVEY_FIELD_ASKED;
  const errorText = (message: string | undefined) => (message ? t(message) : null);

  const saving = useServerMutation({
    send: (submission: SurveySubmission, signal: AbortSignal) => saveSurvey(services.http.service, submission, signal),
    onDone: () => {
      // spec 3 §4: a successful save resets the popup's form and marks the survey done. An e-form page keeps
      // what was sent on screen (issue 21): the page shows it as sent, as a later visit shows it stored.
      if (mode === 'popup') {
        reset(emptySurveyValues(questions, accountEmail));
        setStoredFiles({});
        setResetCount((count) => count + 1);
      }
      // The popup confirms in itself (the guestbook's saved view); a page says it with the success toast too.
      if (mode === 'page')
        services.bus.emit('toast', { kind: 'success', message: t('survey.saved'), durationMs: SUCCESS_TOAST_BEFORE_RESET_MS });
      onSaved?.();
    },
    onFailed: (error) => {
      // spec 3 §8: what was typed stays; an answer from the api is a warning with its message, no answer is a danger.
      if (error instanceof HttpError && error.status > 0) services.bus.emit('toast', { kind: 'warning', message: error.message });
      else services.bus.emit('toast', { kind: 'danger', message: t('saveFailed', { message: errorMessage(error) }) });
    },
  });

  // The promise follows the save, so isSubmitting holds the button until the answer is in.
  const onValid = (values: SurveyValues) =>
    saving.send(toSubmission(header, questions, { ...values, email: accountEmail || values.email }));

  const onInvalid = (invalid: FieldErrors<SurveyValues>) => {
    // spec 3 §5: scroll to the first error field and warn 'Periksa Form'.
    const firstId = firstErrorFieldId(invalid, idOf, questions.length);
    const element = firstId ? document.getElementById(firstId) : null;
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    (element?.matches('input, textarea, button') ? element : element?.querySelector<HTMLElement>('input, textarea, button'))?.focus({
      preventScroll: true,
    });
    services.bus.emit('toast', { kind: 'warning', message: t('validation.checkForm') });
  };

  const followLink = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    services.navigate(to);
  };

  return (
    <form css={formStyle} noValidate onSubmit={handleSubmit(onValid, onInvalid)} data-testid="survey-form">
      {untranslated !== 'none' && (
        <p css={languageNoteStyle} data-testid="survey-language-note">
          {t(untranslated === 'all' ? 'survey.indonesianOnly' : 'survey.partlyIndonesian')}
        </p>
      )}
      <fieldset css={fieldsetStyle} disabled={locked}>
        {header.description && (
          // The description is HTML from the api: shown only after DOMPurify.
          <div css={descriptionStyle} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(header.description) }} />
        )}
        {asked(header.name) && (
          <TextField
            id={idOf('name')}
            label={t('survey.name')}
            placeholder={t('survey.namePlaceholder')}
            required
            autoComplete="name"
            error={errorText(errors.name?.message)}
            touched={Boolean(errors.name)}
            {...register('name')}
          />
        )}
        {asked(header.email) && !emailFromAccount && (
          <TextField
            id={idOf('email')}
            type="email"
            label={t('survey.email')}
            placeholder={t('survey.emailPlaceholder')}
            required
            autoComplete="email"
            error={errorText(errors.email?.message)}
            touched={Boolean(errors.email)}
            {...register('email')}
          />
        )}
        {asked(header.phone) && (
          <TextField
            id={idOf('phone')}
            type="tel"
            label={t('survey.phone')}
            placeholder={t('survey.phonePlaceholder')}
            required
            autoComplete="tel"
            error={errorText(errors.phone?.message)}
            touched={Boolean(errors.phone)}
            {...register('phone')}
          />
        )}
        {asked(header.student ?? '') && (
          <StudentFields
            survey={{ header, question: [...questions] }}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors}
            isMandatory={(question) => isMandatory(question, mode)}
            idOf={idOf}
          />
        )}
        {questions.map((question, index) => (
          <QuestionField
            key={question.questionId}
            fieldId={idOf(`q${index}`)}
            question={question}
            index={index}
            control={control}
            register={register}
            errors={errors}
            required={isMandatory(question, mode)}
            resetCount={resetCount}
            storedFile={storedFiles[question.questionId]}
          />
        ))}
        <p css={termsStyle}>
          {t('survey.agreementPrefix')}{' '}
          <a href={SURVEY_TERMS_LINKS.terms} onClick={(event) => followLink(event, SURVEY_TERMS_LINKS.terms)}>
            {t('survey.terms')}
          </a>{' '}
          {t('survey.and')}{' '}
          <a href={SURVEY_TERMS_LINKS.privacy} onClick={(event) => followLink(event, SURVEY_TERMS_LINKS.privacy)}>
            {t('survey.privacy')}
          </a>
          .
        </p>
        {/* The warning stays beside the button too, for as long as the form has errors (the toast goes away). */}
        {formState.isSubmitted && Object.keys(errors).length > 0 && (
          <p css={formWarningStyle} role="alert" data-testid="survey-form-warning">
            {t('validation.checkForm')}
          </p>
        )}
        {!locked && (
          <Button type="submit" disabled={isSubmitting}>
            {t('survey.submit')}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
