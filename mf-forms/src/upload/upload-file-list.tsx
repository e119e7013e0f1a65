import { css } from '@emotion/react';
import { formatFileSize } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { previewKind } from './upload-constants';
import type { UploadItem } from './upload-items';

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
const sizeStyle = css`
  flex-shrink: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  white-space: nowrap;
`;
const progressStyle = css`
  width: 96px;
`;

export interface UploadFileListProps {
  items: readonly UploadItem[];
  percentOf(key: string): number;
  onReplace(key: string): void;
  onRemove(item: UploadItem): void;
}

/** spec 3 §4: the chosen files by name, each with its preview, its progress or 'uploaded', replace and delete. */
export function UploadFileList({ items, percentOf, onReplace, onRemove }: UploadFileListProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (items.length === 0)
    return <p css={css({ margin: `${space(1)} 0 0`, fontSize: fontSizes.sm, color: colors.textMuted })}>{t('upload.noFile')}</p>;
  return (
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
              <Button variant="ghost" size="sm" aria-label={`${t('upload.replace')} ${item.name}`} onClick={() => onReplace(item.key)}>
                {t('upload.replace')}
              </Button>
            </>
          ) : (
            <>
              <progress css={progressStyle} max={100} value={percentOf(item.key)} aria-label={item.name} />
              <span css={css({ fontSize: fontSizes.sm })}>{t('upload.uploading', { percent: percentOf(item.key) })}</span>
            </>
          )}
          <Button variant="ghost" size="sm" aria-label={`${t('upload.remove')} ${item.name}`} onClick={() => onRemove(item)}>
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** spec 3 §4: images (jpg, jpeg, png, webp, gif) and videos (mp4, mov) are previewed once stored. */
function FilePreview({ item }: { item: UploadItem }) {
  const kind = previewKind(item.name);
  if (!item.stored || !kind) return null;
  if (kind === 'image') return <img css={previewStyle} src={item.stored.url} alt="" data-testid="upload-preview-image" />;
  return <video css={previewStyle} src={item.stored.url} muted preload="metadata" data-testid="upload-preview-video" />;
}
