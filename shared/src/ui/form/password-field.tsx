import { css } from '@emotion/react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TEXT_INPUT_MAX_LENGTH } from './input-limits';
import { colors, fontSizes, space } from '../tokens';
import { useSharedText } from '../use-shared-text';
import { FormField } from './form-field';
import { inputStyle } from './input-style';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  label: ReactNode;
  error?: string | null;
  touched?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const wrapStyle = css`
  position: relative;
  display: flex;
  align-items: center;
`;

const passwordInputStyle = css`
  /* Room for the longest toggle label ('Sembunyikan kata sandi') so the text never runs under it. */
  padding-right: ${space(40)};
`;

const toggleStyle = css`
  position: absolute;
  right: ${space(2)};
  border: 0;
  background: transparent;
  color: ${colors.primary};
  font: inherit;
  font-size: ${fontSizes.sm};
  cursor: pointer;
`;

/** A labelled password input with a show/hide toggle (spec 1 §5). */
export function PasswordField({
  label,
  error,
  touched,
  hint,
  id,
  required,
  maxLength = TEXT_INPUT_MAX_LENGTH,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const text = useSharedText();
  return (
    <FormField label={label} error={error} touched={touched} hint={hint} id={id} required={required}>
      {(control) => (
        <div css={wrapStyle}>
          <input
            css={[inputStyle, passwordInputStyle]}
            type={visible ? 'text' : 'password'}
            maxLength={maxLength}
            {...control}
            {...inputProps}
          />
          <button
            type="button"
            css={toggleStyle}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? text('hidePassword') : text('showPassword')}
          </button>
        </div>
      )}
    </FormField>
  );
}
