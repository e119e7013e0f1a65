/** spec 1 §9, spec 3 §9: a viewport of 768 px or less is mobile. */
const MOBILE_MAX_WIDTH_PX = 768;

/** The mobile layout: 768 px or less (spec 1 §9, spec 3 §9). */
export const mediaMobile = `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** Everything wider than mobile. */
export const mediaDesktop = `@media (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;

/** The same mobile test for matchMedia in components. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
