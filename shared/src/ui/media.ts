/** spec 1 §9: the layout breakpoints in px. */
const BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 1024,
  lg: 1366,
  xl: 1440,
  xxl: 1920,
} as const;

type Breakpoint = keyof typeof BREAKPOINTS;

/** spec 1 §9, spec 3 §9: a viewport of 768 px or less is mobile. */
const MOBILE_MAX_WIDTH_PX = BREAKPOINTS.sm;

/** `@media (min-width: 1024px)` for BREAKPOINTS.md and up. */
export const mediaUp = (breakpoint: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`;

/** `@media (max-width: 768px)` for BREAKPOINTS.sm and below (inclusive, as the mobile rule of spec 1 §9). */
export const mediaDown = (breakpoint: Breakpoint): string => `@media (max-width: ${BREAKPOINTS[breakpoint]}px)`;

/** Between two breakpoints: from `from` up to, not including, `to`. */
export const mediaBetween = (from: Breakpoint, to: Breakpoint): string =>
  `@media (min-width: ${BREAKPOINTS[from]}px) and (max-width: ${BREAKPOINTS[to] - 1}px)`;

/** The mobile layout: 768 px or less (spec 1 §9, spec 3 §9). */
export const mediaMobile = `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** Everything wider than mobile. */
export const mediaDesktop = `@media (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;

/** The same mobile test for matchMedia in components. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
