import { useUnitProps } from '@klob/shared';
import { isCropShape } from './crop/crop-settings';
import { UploadWidget } from './upload-widget';

const DEFAULT_MAX_FILES = 1;

/** The host's query as the widget's settings: uploadId (required), maxFiles, crop ('off'), shape, accept. */
export function readUploadQuery(query: Readonly<Record<string, string>>) {
  const maxFiles = Number.parseInt(query.maxFiles ?? '', 10);
  return {
    uploadId: query.uploadId || null,
    maxFiles: Number.isInteger(maxFiles) && maxFiles > 0 ? maxFiles : DEFAULT_MAX_FILES,
    crop: query.crop !== 'off',
    shape: isCropShape(query.shape) ? query.shape : ('rect' as const),
    accept: query.accept || undefined,
  };
}

/** The reusable upload unit (spec 3 §4, §5): each stored or deleted file goes to the host as the bus event fileUploaded. */
export function UploadUnit() {
  const { query } = useUnitProps();
  const settings = readUploadQuery(query);
  if (!settings.uploadId) {
    console.error('[mf_forms/upload] the host gave no uploadId');
    return null;
  }
  return (
    <UploadWidget
      key={settings.uploadId}
      uploadId={settings.uploadId}
      maxFiles={settings.maxFiles}
      crop={settings.crop}
      shape={settings.shape}
      accept={settings.accept}
    />
  );
}
