/** Inserts a separator between groups of three digits of a non-negative integer string. */
export const groupThousands = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Two digits at least: 5 -> '05'. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');
