/** spec 1 §5, §9: text inputs default to maxLength 255. */
export const TEXT_INPUT_MAX_LENGTH = 255;
