/** spec 1 §9: levels with their own image; any other level gets the default image. */
export const LEVEL_IMAGE_LEVELS = [0, 1, 2] as const;
export type ImageLevel = (typeof LEVEL_IMAGE_LEVELS)[number];

export type LevelImages<T> = Record<ImageLevel, T> & { default: T };

const hasOwnImage = (level: number): level is ImageLevel => (LEVEL_IMAGE_LEVELS as readonly number[]).includes(level);

/** The image of a level: its own for 0 to 2, the default otherwise (spec 1 §9). */
export const levelImage = <T>(level: number | null | undefined, images: LevelImages<T>): T =>
  level != null && hasOwnImage(level) ? images[level] : images.default;
