import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useServices } from '@klob/shared';
import type { UploadFileItem } from '@klob/shared/api-contract/forms';
import { fileExtension } from '@klob/shared/constants';
import { TOO_MANY_FILES_ERROR_MS, previewKind } from './upload-constants';
import { formatFileSize } from '@klob/shared/format';
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

type Item = {
  key: string;
  name: string;
  size: number;
  type: string;
  percent: number;
  stored: StoredUpload | null;
  /** A file of the answer being edited (not uploaded in this visit). */
  fromAnswer: boolean;
};
type Chosen = { file: File; replaces: string | null };

const itemOfStoredFile = (file: UploadFileItem): Item => ({
  key: file.id,
  name: file.name,
  size: file.size,
  type: file.type,
  percent: 100,
  stored: { fileKey: file.fileName, url: file.backendUrl },
  fromAnswer: true,
});

/** spec 3 §3 (S3-3-10, S3-3-11): the file item of a stored file; an edited one keeps its stored url as id. */
const fileItemOf = (item: Item, stored: StoredUpload): UploadFileItem => ({
  name: item.name,
  size: item.size,
  type: item.type,
  uploadFileUrl: stored.url,
  backendUrl: stored.url,
  fileName: stored.fileKey,
  id: item.key,
});
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
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  min-width: 0;
`;
const nameStyle = css`
  /* Below 160 px the name takes a line of its own (phones), so it is never cut to a few letters. */
  flex: 1 1 160px;
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
const sizeStyle = css`
  flex-shrink: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  white-space: nowrap;
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
  initialFiles,
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
  const [items, setItems] = useState<Item[]>(() => (initialFiles ?? []).map(itemOfStoredFile));
  // The list as last shown, for an upload that finishes later and must find the item it replaces.
  const currentItems = useRef(items);
  useEffect(() => {
    currentItems.current = items;
  }, [items]);
  // The stored item the next chosen file replaces ('Ganti').
  const replacing = useRef<string | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [cropping, setCropping] = useState<Chosen | null>(null);
  const aborts = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const storedFiles = items.flatMap((item): UploadFileItem[] => (item.stored ? [fileItemOf(item, item.stored)] : []));
  const storedSignature = storedFiles.map((file) => file.backendUrl).join('\n');
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

  const send = async ({ file, replaces }: Chosen) => {
    const name = sanitizeFileName(file.name);
    const key = newKey();
    const controller = new AbortController();
    aborts.current.set(key, controller);
    update((current) => [...current, { key, name, size: file.size, type: file.type, percent: 0, stored: null, fromAnswer: false }]);
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
      const replaced = currentItems.current.find((item) => item.key === replaces);
      // The replaced file leaves the list with the new one's arrival, so the answer never names neither.
      update((current) =>
        current.flatMap((item) => (item.key === replaces ? [] : item.key === key ? [{ ...item, percent: 100, stored }] : [item])),
      );
      if (uploadId) services.bus.emit('fileUploaded', { uploadId, url: stored.url, fileName: name, present: true });
      if (replaced) await forget(replaced);
    } catch (error) {
      if (controller.signal.aborted || !mounted.current) return;
      // spec 3 §4: a failed file is dropped from the list, with its reason.
      update((current) => current.filter((item) => item.key !== key));
      warn(name, uploadFailureText(t, error));
    } finally {
      aborts.current.delete(key);
    }
  };

  const admit = async (file: File, replaces: string | null) => {
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
    if (crop && IMAGE_MIME.test(file.type) && previewKind(file.name) === 'image') setCropping({ file, replaces });
    else await send({ file, replaces });
  };

  const choose = async (files: File[]) => {
    setNotices([]);
    let replaces = replacing.current;
    replacing.current = null;
    // A one-file field takes a newly chosen file in place of the one it holds (issue 21); one still
    // uploading is stopped and dropped at once, a stored one leaves when the new one is stored.
    const held = maxFiles === 1 && files.length === 1 && !replaces ? items[0] : undefined;
    if (held?.stored) replaces = held.key;
    else if (held) await remove(held);
    const kept = held ? 0 : replaces ? items.length - 1 : items.length;
    if (kept + files.length > maxFiles) {
      setTooMany(true);
      return;
    }
    for (const [index, file] of files.entries()) await admit(file, index === 0 ? replaces : null);
  };

  /** Deletes a file uploaded in this visit; a file of the edited answer only leaves the answer. */
  const forget = async (item: Item): Promise<boolean> => {
    if (item.stored && !item.fromAnswer) {
      try {
        await deleteUpload(services.http.service, item.stored);
      } catch (error) {
        warn(item.name, uploadFailureText(t, error));
        return false;
      }
      if (uploadId) services.bus.emit('fileUploaded', { uploadId, url: item.stored.url, fileName: item.name, present: false });
    }
    return true;
  };

  const remove = async (item: Item) => {
    aborts.current.get(item.key)?.abort();
    if (await forget(item)) update((current) => current.filter((candidate) => candidate.key !== item.key));
  };

  const openChooser = (replaces: string | null) => {
    replacing.current = replaces;
    inputRef.current?.click();
  };

  // A one-file field stays open: its next file replaces the one it holds.
  const full = maxFiles > 1 && items.length >= maxFiles;
  return (
    <div data-testid="upload-widget">
      <Button
        id={buttonId}
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
              <span css={nameStyle}>
                {item.stored ? (
                  <a href={item.stored.url} target="_blank" rel="noopener noreferrer" title={t('upload.preview')}>
                    {item.name}
                  </a>
                ) : (
                  item.name
                )}
              </span>
              <span css={sizeStyle}>{formatFileSize(item.size)}</span>
              {item.stored ? (
                <>
                  <span css={css({ fontSize: fontSizes.sm, color: colors.success })}>
                    {t(item.fromAnswer ? 'upload.storedEarlier' : 'upload.uploaded')}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('upload.replace')} ${item.name}`}
                    onClick={() => openChooser(item.key)}
                  >
                    {t('upload.replace')}
                  </Button>
                </>
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
            file={cropping.file}
            shape={shape}
            onCancel={() => setCropping(null)}
            onCropped={(file) => {
              setCropping(null);
              void send({ file, replaces: cropping.replaces });
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
