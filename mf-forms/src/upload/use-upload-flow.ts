import { useRef, useState } from 'react';
import { fileExtension } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { readVideoDuration } from './file-reading';
import { previewKind } from './upload-constants';
import { checkBeforeUpload, checkDuration, isVideoExtension, sanitizeFileName, type FileRejection } from './upload-limits';
import { rejectionText } from './upload-messages';
import { useAttachmentRules } from './use-attachment-rules';
import { useFileUploads, type ChosenFile, type FileUploadsOptions } from './use-file-uploads';
import { useUploadNotices } from './use-upload-notices';

const IMAGE_MIME = /^image\//;

export interface UploadFlowOptions extends Omit<FileUploadsOptions, 'warn'> {
  maxFiles: number;
  /** False: images are uploaded as they are (spec 3 §4 "unless cropping is disabled"). */
  crop: boolean;
  accept?: string;
}

/**
 * What happens to chosen files (spec 3 §4, §5, §8): at most maxFiles, each checked against the
 * attachment master before a byte is sent, images through the crop dialog, then uploaded.
 */
export function useUploadFlow({ maxFiles, crop, accept, ...listOptions }: UploadFlowOptions) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const rules = useAttachmentRules();
  const notices = useUploadNotices();
  const files = useFileUploads({ ...listOptions, warn: notices.warn });
  const replacing = useRef<string | null>(null);
  const [cropping, setCropping] = useState<ChosenFile | null>(null);

  const admit = async (file: File, replaces: string | null) => {
    let rejection: FileRejection | null = checkBeforeUpload(file, rules, accept);
    const extension = fileExtension(file.name);
    if (!rejection && isVideoExtension(extension)) {
      const seconds = await readVideoDuration(file).catch(() => null);
      if (seconds !== null) rejection = checkDuration(extension, seconds, rules);
    }
    if (rejection) {
      notices.warn(sanitizeFileName(file.name), rejectionText(t, rejection));
      return;
    }
    if (crop && IMAGE_MIME.test(file.type) && previewKind(file.name) === 'image') setCropping({ file, replaces });
    else await files.upload({ file, replaces });
  };

  const choose = async (chosen: File[]) => {
    notices.clear();
    let replaces = replacing.current;
    replacing.current = null;
    // A one-file field takes a newly chosen file in place of the one it holds (issue 21); one still
    // uploading is stopped and dropped at once, a stored one leaves when the new one is stored.
    const held = maxFiles === 1 && chosen.length === 1 && !replaces ? files.items[0] : undefined;
    if (held?.stored) replaces = held.key;
    else if (held) await files.remove(held);
    const kept = held ? 0 : replaces ? files.items.length - 1 : files.items.length;
    if (kept + chosen.length > maxFiles) {
      notices.showTooMany();
      return;
    }
    for (const [index, file] of chosen.entries()) await admit(file, index === 0 ? replaces : null);
  };

  /** Names the stored item the next chosen file replaces ('Ganti'), or null for a file of its own. */
  const replaceNext = (key: string | null) => {
    replacing.current = key;
  };

  const uploadCropped = (file: File) => {
    setCropping(null);
    if (cropping) void files.upload({ file, replaces: cropping.replaces });
  };

  return {
    items: files.items,
    percentOf: files.percentOf,
    remove: files.remove,
    notices: notices.notices,
    tooMany: notices.tooMany,
    cropping: cropping?.file ?? null,
    choose,
    replaceNext,
    uploadCropped,
    cancelCrop: () => setCropping(null),
  };
}
