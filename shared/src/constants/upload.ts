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

/**
 * The lower-case extension of a file name, without the dot ('' when there is none). A name is not a
 * url: '#' and '?' are letters of it ('foto kandidat#1.png' is a png, S3-5-24 keeps its extension).
 */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** How a file is previewed (spec 3 §4) by its name, or null when it is not previewed. */
export function previewKind(fileName: string): PreviewKind | null {
  const extension = fileExtension(fileName);
  if ((PREVIEW_IMAGE_TYPES as readonly string[]).includes(extension)) return 'image';
  if ((PREVIEW_VIDEO_TYPES as readonly string[]).includes(extension)) return 'video';
  return null;
}

/**
 * A file picker's `accept` for the extensions a question takes (['pdf'] -> '.pdf'); undefined when it
 * names none (every uploadable type). The upload widget refuses what `accept` leaves out, so a question
 * labelled PDF neither takes nor crops an image (issue 21).
 */
export function acceptOfFileTypes(fileTypes: readonly string[] | null | undefined): string | undefined {
  return fileTypes?.length ? fileTypes.map((type) => `.${type}`).join(',') : undefined;
}
