import { css } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { colors, fontSizes, space } from '../tokens';
import { useSharedText } from '../use-shared-text';
import { visuallyHiddenStyle } from '../visually-hidden';
import { FormField } from './form-field';

export interface FileFieldProps {
  label: ReactNode;
  /** The chosen or stored file's name (a path or url is cut to its last segment). */
  fileName?: string | null;
  onFiles(files: File[]): void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
  touched?: boolean;
  hint?: ReactNode;
  id?: string;
  name?: string;
}

const rowStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
`;

const fileNameStyle = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** The last segment of a path or url: inputs show only the file name (spec 1 §5). */
export const baseFileName = (pathOrUrl: string): string => {
  const withoutQuery = pathOrUrl.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split(/[\\/]/).pop() ?? '';
};

/** A file input: a 'Pilih File' button and the file's name only (spec 1 §5). */
export function FileField({
  label,
  fileName,
  onFiles,
  accept,
  multiple,
  disabled,
  required,
  error,
  touched,
  hint,
  id,
  name,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const text = useSharedText();
  return (
    <FormField label={label} error={error} touched={touched} hint={hint} id={id} required={required}>
      {(control) => {
        const nameId = `${control.id}-file-name`;
        return (
          <div css={rowStyle}>
            <Button
              id={control.id}
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-invalid={control['aria-invalid']}
              aria-describedby={[nameId, control['aria-describedby']].filter(Boolean).join(' ')}
              onClick={() => inputRef.current?.click()}
            >
              {text('chooseFile')}
            </Button>
            <span id={nameId} css={fileNameStyle}>
              {fileName ? baseFileName(fileName) : text('noFileChosen')}
            </span>
            <input
              ref={inputRef}
              css={visuallyHiddenStyle}
              type="file"
              name={name}
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // Cleared so that choosing the same file again still fires a change.
                event.currentTarget.value = '';
                if (files.length > 0) onFiles(files);
              }}
            />
          </div>
        );
      }}
    </FormField>
  );
}
