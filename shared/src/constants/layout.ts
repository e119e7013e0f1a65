/** spec 1 §9: the layout breakpoints in px. */
export const BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 1024,
  lg: 1366,
  xl: 1440,
  xxl: 1920,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** spec 1 §9, spec 3 §9: a viewport of 768 px or less is mobile. */
export const MOBILE_MAX_WIDTH_PX = BREAKPOINTS.sm;

export const isMobileWidth = (viewportWidth: number): boolean => viewportWidth <= MOBILE_MAX_WIDTH_PX;

/** spec 1 §2.9, §9: the back-to-top button appears after scrolling more than 400 px. */
export const BACK_TO_TOP_SCROLL_PX = 400;

/** spec 2 §4, §9: the header gets a shadow after scrolling 110 px. */
export const HEADER_SHADOW_SCROLL_PX = 110;

/** spec 2 §9, spec 3 §9: the profile completion ring around the avatar. */
export const PROFILE_RING = { sizePx: 52, thicknessPx: 6 } as const;
