/** spec 2 §9: the ring around the avatar. Its outer size and stroke (px): drawn by the ring, held by the header's
 * placeholder before its chunk loads.
 */
export const PROFILE_RING_SIZE = 52;
export const PROFILE_RING_THICKNESS = 6;
