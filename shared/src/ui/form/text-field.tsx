import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { TEXT_INPUT_MAX_LENGTH } from './input-limits';
import { FormField } from './form-field';
import { inputStyle } from './input-style';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: string | null;
  touched?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; maxLength defaults to 255 (spec 1 §5, §9). */
export function TextField({
  label,
  error,
  touched,
  hint,
  id,
  required,
  maxLength = TEXT_INPUT_MAX_LENGTH,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} touched={touched} hint={hint} id={id} required={required}>
      {(control) => <input css={inputStyle} type={type} maxLength={maxLength} {...control} {...inputProps} />}
    </FormField>
  );
}
