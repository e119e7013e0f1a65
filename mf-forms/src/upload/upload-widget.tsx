import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useServices } from '@klob/shared';
import { TOO_MANY_FILES_ERROR_MS, fileExtension, previewKind } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, radii, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import type { CropShape } from './crop/crop-settings';
import { readAsBase64, readVideoDuration } from './file-reading';
import { deleteUpload, uploadFile, type StoredUpload } from './upload-api';
import { checkBeforeUpload, checkDuration, isVideoExtension, sanitizeFileName, type FileRejection } from './upload-limits';
import { rejectionText, uploadFailureText } from './upload-messages';
import { useAttachmentRules } from './use-attachment-rules';

const CropDialog = lazy(() => import('./crop/crop-dialog'));

/** A stored file as the host gets it (spec 3 §3 file item: name, size, type, uploadFileUrl, fileName). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  url: string;
  fileName: string;
}

export interface UploadWidgetProps {
  /** The host's name for this widget: each stored or deleted file is reported on the bus under it (`fileUploaded`). */
  uploadId?: string;
  maxFiles: number;
  /** False: images are uploaded as they are (spec 3 §4 "unless cropping is disabled"). */
  crop: boolean;
  shape: CropShape;
  accept?: string;
  /** Called with every stored file after each upload or delete. */
  onChange?(files: UploadedFile[]): void;
  /** The control's id, so a form label can point at the choose button. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

type Item = { key: string; name: string; size: number; type: string; percent: number; stored: StoredUpload | null };
type Notice = { key: string; text: string };

const IMAGE_MIME = /^image\//;

const listStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: ${space(2)} 0 0;
  padding: 0;
  list-style: none;
`;
const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  min-width: 0;
`;
const nameStyle = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSizes.sm};
`;
const previewStyle = css`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${radii.sm};
  background: ${colors.surfaceMuted};
`;
const noticeStyle = css`
  margin: ${space(1)} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.danger};
`;
const progressStyle = css`
  width: 96px;
`;

let nextKey = 0;
const newKey = () => `upload-${(nextKey += 1)}`;

/**
 * The upload widget of spec 3 §4, §5: 'Pilih File', file names only, previews, progress while
 * uploading, limits from the attachment master, the crop dialog for images, delete.
 */
export function UploadWidget({
  uploadId,
  maxFiles,
  crop,
  shape,
  accept,
  onChange,
  id,
  invalid,
  describedBy,
}: UploadWidgetProps): ReactNode {
  const services = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const rules = useAttachmentRules();
  const inputRef = useRef<HTMLInputElement>(null);
  const madeUpId = useId();
  const buttonId = id ?? madeUpId;
  const [items, setItems] = useState<Item[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [cropping, setCropping] = useState<File | null>(null);
  const aborts = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const storedFiles = items.flatMap((item): UploadedFile[] =>
    item.stored ? [{ name: item.name, size: item.size, type: item.type, url: item.stored.url, fileName: item.name }] : [],
  );
  const storedSignature = storedFiles.map((file) => file.url).join('\n');
  const reportChange = useEffectEvent(() => onChange?.(storedFiles));

  useEffect(() => {
    mounted.current = true;
    const running = aborts.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  // spec 3 §8: the too-many-files error shows for 5 seconds.
  useEffect(() => {
    if (!tooMany) return;
    const timer = setTimeout(() => setTooMany(false), TOO_MANY_FILES_ERROR_MS);
    return () => clearTimeout(timer);
  }, [tooMany]);

  // The host hears of every stored or deleted file once the list shows it.
  useEffect(() => {
    reportChange();
  }, [storedSignature]);

  const update = (change: (current: Item[]) => Item[]) => setItems(change);

  const warn = (name: string, text: string) => {
    setNotices((current) => [...current, { key: newKey(), text: `${name}: ${text}` }]);
    services.bus.emit('toast', { kind: 'warning', title: t('upload.checkFile'), message: text });
  };

  const send = async (file: File) => {
    const name = sanitizeFileName(file.name);
    const key = newKey();
    const controller = new AbortController();
    aborts.current.set(key, controller);
    update((current) => [...current, { key, name, size: file.size, type: file.type, percent: 0, stored: null }]);
    try {
      const base64 = await readAsBase64(file, controller.signal);
      const stored = await uploadFile(
        services.http.service,
        { base64, originalFilename: name },
        {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (mounted.current)
              update((current) => current.map((item) => (item.key === key ? { ...item, percent: Math.round(fraction * 100) } : item)));
          },
        },
      );
      if (!mounted.current) return;
      update((current) => current.map((item) => (item.key === key ? { ...item, percent: 100, stored } : item)));
      if (uploadId) services.bus.emit('fileUploaded', { uploadId, url: stored.url, fileName: name, present: true });
    } catch (error) {
      if (controller.signal.aborted || !mounted.current) return;
      // spec 3 §4: a failed file is dropped from the list, with its reason.
      update((current) => current.filter((item) => item.key !== key));
      warn(name, uploadFailureText(t, error));
    } finally {
      aborts.current.delete(key);
    }
  };

  const admit = async (file: File) => {
    let rejection: FileRejection | null = checkBeforeUpload(file, rules, accept);
    const extension = fileExtension(file.name);
    if (!rejection && isVideoExtension(extension)) {
      const seconds = await readVideoDuration(file).catch(() => null);
      if (seconds !== null) rejection = checkDuration(extension, seconds, rules);
    }
    if (rejection) {
      warn(sanitizeFileName(file.name), rejectionText(t, rejection));
      return;
    }
    if (crop && IMAGE_MIME.test(file.type) && previewKind(file.name) === 'image') setCropping(file);
    else await send(file);
  };

  const choose = async (files: File[]) => {
    setNotices([]);
    if (items.length + files.length > maxFiles) {
      setTooMany(true);
      return;
    }
    for (const file of files) await admit(file);
  };

  const remove = async (item: Item) => {
    aborts.current.get(item.key)?.abort();
    if (item.stored) {
      try {
        await deleteUpload(services.http.service, item.stored);
      } catch (error) {
        warn(item.name, uploadFailureText(t, error));
        return;
      }
      if (uploadId) services.bus.emit('fileUploaded', { uploadId, url: item.stored.url, fileName: item.name, present: false });
    }
    update((current) => current.filter((candidate) => candidate.key !== item.key));
  };

  const full = items.length >= maxFiles;
  return (
    <div data-testid="upload-widget">
      <Button
        id={buttonId}
        variant="secondary"
        size="sm"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
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
          if (files.length > 0) void choose(files);
        }}
      />
      {tooMany && (
        <p css={noticeStyle} role="alert">
          {t('upload.tooManyFiles', { max: maxFiles })}
        </p>
      )}
      {notices.map((notice) => (
        <p key={notice.key} css={noticeStyle} role="alert">
          {notice.text}
        </p>
      ))}
      {items.length === 0 ? (
        <p css={css({ margin: `${space(1)} 0 0`, fontSize: fontSizes.sm, color: colors.textMuted })}>{t('upload.noFile')}</p>
      ) : (
        <ul css={listStyle}>
          {items.map((item) => (
            <li key={item.key} css={itemStyle} data-testid="upload-item">
              <FilePreview item={item} />
              <span css={nameStyle}>{item.name}</span>
              {item.stored ? (
                <span css={css({ fontSize: fontSizes.sm, color: colors.success })}>{t('upload.uploaded')}</span>
              ) : (
                <>
                  <progress css={progressStyle} max={100} value={item.percent} aria-label={item.name} />
                  <span css={css({ fontSize: fontSizes.sm })}>{t('upload.uploading', { percent: item.percent })}</span>
                </>
              )}
              <Button variant="ghost" size="sm" aria-label={`${t('upload.remove')} ${item.name}`} onClick={() => void remove(item)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cropping && (
        <Suspense fallback={null}>
          <CropDialog
            file={cropping}
            shape={shape}
            onCancel={() => setCropping(null)}
            onCropped={(file) => {
              setCropping(null);
              void send(file);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** spec 3 §4: images (jpg, jpeg, png, webp, gif) and videos (mp4, mov) are previewed once stored. */
function FilePreview({ item }: { item: Item }) {
  const kind = previewKind(item.name);
  if (!item.stored || !kind) return null;
  if (kind === 'image') return <img css={previewStyle} src={item.stored.url} alt="" data-testid="upload-preview-image" />;
  return <video css={previewStyle} src={item.stored.url} muted preload="metadata" data-testid="upload-preview-video" />;
}
