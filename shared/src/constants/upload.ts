/** spec 3 §5, §9: without an attachment master entry a file may hold at most 2 MB (2097152 bytes). */
export { DEFAULT_UPLOAD_MAX_BYTES } from '../api-contract/forms';

/** spec 3 §8, §9: the too-many-files error shows for 5 seconds. */
export const TOO_MANY_FILES_ERROR_MS = 5_000;

/** spec 3 §4, §9: the image crop dialog. */
export const CROP = {
  zoom: { min: 1, max: 3, step: 0.1 },
  rotation: { min: 0, max: 360 },
  maxOutputSidePx: 4096,
  /** 1 for round or square crops, otherwise 4:3. */
  aspectRatio: { roundOrSquare: 1, other: 4 / 3 },
  /** The result is a file named as a JPEG. */
  outputMimeType: 'image/jpeg',
  outputExtension: 'jpg',
} as const;

/** spec 3 §4, §9: files previewed as images. */
export const PREVIEW_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
/** spec 3 §4, §9: files previewed as videos (a stored mov is still previewed, DECISIONS #6). */
export const PREVIEW_VIDEO_TYPES = ['mp4', 'mov'] as const;
/** spec 3 §9: every preview type. */
export const PREVIEW_TYPES = [...PREVIEW_IMAGE_TYPES, ...PREVIEW_VIDEO_TYPES] as const;

/** spec 3 §5, DECISIONS #6: a new video upload must be mp4; mov is rejected. */
export const UPLOADABLE_VIDEO_TYPES = ['mp4'] as const;

export type PreviewKind = 'image' | 'video';

/** The lower-case extension of a file name or url, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const path = fileName.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

/** How a stored file is previewed (spec 3 §4), or null when it is not previewed. */
export function previewKind(fileName: string): PreviewKind | null {
  const extension = fileExtension(fileName);
  if ((PREVIEW_IMAGE_TYPES as readonly string[]).includes(extension)) return 'image';
  if ((PREVIEW_VIDEO_TYPES as readonly string[]).includes(extension)) return 'video';
  return null;
}
