import { fileExtension } from '@klob/shared/constants';

/** spec 3 §8, §9: the too-many-files error shows for 5 seconds. */
export const TOO_MANY_FILES_ERROR_MS = 5_000;

/** spec 3 §5: an upload question takes one file. */
export const UPLOAD_QUESTION_MAX_FILES = 1;

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
const PREVIEW_VIDEO_TYPES = ['mp4', 'mov'] as const;

/** spec 3 §5, DECISIONS #6: a new video upload must be mp4; mov is rejected. */
export const UPLOADABLE_VIDEO_TYPES = ['mp4'] as const;

/** How a file is previewed (spec 3 §4) by its name, or null when it is not previewed. */
export function previewKind(fileName: string): 'image' | 'video' | null {
  const extension = fileExtension(fileName);
  if ((PREVIEW_IMAGE_TYPES as readonly string[]).includes(extension)) return 'image';
  if ((PREVIEW_VIDEO_TYPES as readonly string[]).includes(extension)) return 'video';
  return null;
}
