import { css } from '@emotion/react';
import { Suspense, lazy, useId, useRef, type ReactNode } from 'react';
import type { UploadFileItem } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import type { CropShape } from './crop/crop-settings';
import { UploadFileList } from './upload-file-list';
import { useUploadFlow } from './use-upload-flow';

const CropDialog = lazy(() => import('./crop/crop-dialog'));

export interface UploadWidgetProps {
  /** The host's name for this widget: each stored or deleted file is reported on the bus under it (`fileUploaded`). */
  uploadId?: string;
  maxFiles: number;
  /** False: images are uploaded as they are (spec 3 §4 "unless cropping is disabled"). */
  crop: boolean;
  shape: CropShape;
  accept?: string;
  /** Called with every stored file (spec 3 §3 file items) after each upload, replace or removal. */
  onChange?(files: UploadFileItem[]): void;
  /**
   * Files stored earlier, shown again when the user edits an answer (their id is the stored url, S3-3-11).
   * Removing or replacing one takes it out of the answer only: the stored file stays until the new answer is saved.
   */
  initialFiles?: readonly UploadFileItem[];
  /** The control's id, so a form label can point at the choose button. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

const noticeStyle = css`
  margin: ${space(1)} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.danger};
`;

/**
 * The upload widget of spec 3 §4, §5: 'Pilih File', file names only, previews, progress while
 * uploading, limits from the attachment master, the crop dialog for images, delete.
 */
export function UploadWidget({ shape, id, invalid, describedBy, ...flowOptions }: UploadWidgetProps): ReactNode {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const madeUpId = useId();
  const flow = useUploadFlow(flowOptions);
  const inputRef = useRef<HTMLInputElement>(null);
  const { maxFiles, accept } = flowOptions;
  // A one-file field stays open: its next file replaces the one it holds.
  const full = maxFiles > 1 && flow.items.length >= maxFiles;
  const openChooser = (replaces: string | null) => {
    flow.replaceNext(replaces);
    inputRef.current?.click();
  };
  return (
    <div data-testid="upload-widget">
      <Button
        id={id ?? madeUpId}
        variant="secondary"
        size="sm"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => openChooser(null)}
        disabled={full}
      >
        {t('upload.chooseFile')}
      </Button>
      <input
        ref={inputRef}
        css={visuallyHiddenStyle}
        type="file"
        accept={accept}
        multiple={maxFiles > 1}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) void flow.choose(files);
        }}
      />
      {flow.tooMany && (
        <p css={noticeStyle} role="alert">
          {t('upload.tooManyFiles', { max: maxFiles })}
        </p>
      )}
      {flow.notices.map((notice) => (
        <p key={notice.key} css={noticeStyle} role="alert">
          {notice.text}
        </p>
      ))}
      <UploadFileList items={flow.items} percentOf={flow.percentOf} onReplace={openChooser} onRemove={(item) => void flow.remove(item)} />
      {flow.cropping && (
        <Suspense fallback={null}>
          <CropDialog file={flow.cropping} shape={shape} onCancel={flow.cancelCrop} onCropped={flow.uploadCropped} />
        </Suspense>
      )}
    </div>
  );
}
