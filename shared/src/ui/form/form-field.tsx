import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, fontWeights, space } from '../tokens';
import { useSharedText } from '../use-shared-text';

/** Give this as `error` to show the default translated required message (spec 1 §5). */
export const FIELD_REQUIRED_ERROR = 'required';

/** What a control needs to be wired to its label and error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /**
   * The field's error: a translation key of the unit's namespace, a text, or
   * FIELD_REQUIRED_ERROR. Shown only once the field is touched (spec 1 §5).
   */
  error?: string | null;
  touched?: boolean;
  hint?: ReactNode;
  /** An id for the control; one is made up when left out. */
  id?: string;
  children(control: FieldControlProps): ReactNode;
}

const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const labelStyle = css`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.text};
`;

const asteriskStyle = css`
  color: ${colors.danger};
  margin-left: ${space(0.5)};
`;

const hintStyle = css`
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

const errorStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.danger};
`;

/** The translated text of a field error (spec 1 §5). */
export function useFieldErrorText(): (error: string) => string {
  const { t } = useTranslation();
  const text = useSharedText();
  return (error) => (error === FIELD_REQUIRED_ERROR ? text('required') : t(error, { defaultValue: error, nsSeparator: false }));
}

/**
 * A label, the control, an optional hint and the error under the field. Required fields show
 * a red asterisk; the error shows only once the field is touched (spec 1 §5).
 */
export function FormField({ label, required, error, touched = false, hint, id, children }: FormFieldProps) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errorText = useFieldErrorText();
  const visibleError = touched && error ? errorText(error) : null;
  const describedBy = [hint ? hintId : null, visibleError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div css={fieldStyle}>
      <label htmlFor={controlId} css={labelStyle}>
        {label}
        {required && (
          <span css={asteriskStyle} aria-hidden="true" data-testid="required-asterisk">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, required, 'aria-invalid': visibleError ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} css={hintStyle}>
          {hint}
        </span>
      )}
      {visibleError && (
        <p id={errorId} css={errorStyle} role="alert">
          {visibleError}
        </p>
      )}
    </div>
  );
}
