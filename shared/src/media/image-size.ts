import { DEFAULT_IMAGE_SIZE } from '../constants/forms';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size an image is reduced to so that it fits the box, keeping its aspect ratio
 * (spec 1 §5: 270x270 by default). Smaller images keep their size; never below 1 px.
 */
export function fitImageSize(source: ImageSize, box: ImageSize = DEFAULT_IMAGE_SIZE): ImageSize {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}
