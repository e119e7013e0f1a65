import { css } from '@emotion/react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, colors, fontSizes, radii, space } from '@klob/shared/ui';

const selectStyle = css`
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  touched?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, wired to its label and error like the kit's TextField. */
export function SelectField({ label, options, error, touched, required, id, ref, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} required={required} error={error} touched={touched} id={id}>
      {(control) => (
        <select css={selectStyle} ref={ref} {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
