import { DEFAULT_IMAGE_SIZE } from '../constants/forms';
import { fitImageSize, type ImageSize } from './image-size';

/** Options of resizeImage. */
export interface ResizeImageOptions {
  box?: ImageSize;
  /** Output type; the input's own type by default. */
  type?: string;
  /** 0..1 for lossy types. */
  quality?: number;
}

/**
 * Reduces an image file to fit the box (270x270 by default, spec 1 §5) in the browser.
 * Resolves the original file when it already fits.
 */
export async function resizeImage(
  file: File,
  { box = DEFAULT_IMAGE_SIZE, type = file.type, quality }: ResizeImageOptions = {},
): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const target = fitImageSize({ width: bitmap.width, height: bitmap.height }, box);
    if (target.width === bitmap.width && target.height === bitmap.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available to resize the image');
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    if (!blob) throw new Error('The resized image could not be encoded');
    return new File([blob], file.name, { type: blob.type || type, lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
