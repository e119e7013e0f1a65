import { DEFAULT_IMAGE_SIZE } from '@klob/shared/constants';
import { CROP } from '../upload-constants';
import { fitImageSize, type ImageSize } from '@klob/shared/media';

export type CropShape = 'round' | 'square' | 'rect';

export const isCropShape = (value: string | undefined): value is CropShape => value === 'round' || value === 'square' || value === 'rect';

/** spec 3 §4: 1 for round or square crops, otherwise 4:3. */
export const aspectRatioOf = (shape: CropShape): number => (shape === 'rect' ? CROP.aspectRatio.other : CROP.aspectRatio.roundOrSquare);

/** spec 3 §4: zoom 1..3 in steps of 0.1, kept inside the bounds whatever the input. */
export function clampZoom(value: number): number {
  const { min, max, step } = CROP.zoom;
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(1))));
}

/** spec 3 §4: rotation 0..360 degrees. */
export const clampRotation = (value: number): number => Math.min(CROP.rotation.max, Math.max(CROP.rotation.min, Math.round(value)));

/**
 * The size the crop is written at: round crops (profile photos) are reduced to the 270x270
 * default of spec 1 §5; every other crop keeps its pixels up to 4096 px a side (spec 3 §4).
 */
export function outputSizeOf(shape: CropShape, cropped: ImageSize): ImageSize {
  if (shape === 'round') return fitImageSize(cropped, DEFAULT_IMAGE_SIZE);
  const side = CROP.maxOutputSidePx;
  return fitImageSize(cropped, { width: side, height: side });
}

/** spec 3 §4: the result is a file named as a JPEG. */
export function jpegNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${stem || 'image'}.${CROP.outputExtension}`;
}
