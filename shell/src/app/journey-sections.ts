/** The four journey sections (spec 1 §1): their path segment and the key of their name in the 'shell' namespace. */
export const JOURNEY_SECTIONS = [
  { segment: 'klob-meter', nameKey: 'klobMeter' },
  { segment: 'klob-and-co', nameKey: 'klobAndCo' },
  { segment: 'kaleidosklob', nameKey: 'kaleidosklob' },
  { segment: 'ensiklobedia', nameKey: 'ensiklobedia' },
] as const;

export type JourneySection = (typeof JOURNEY_SECTIONS)[number];

/** Visitors browse the logged-out journey, signed-in users their home area (spec 1 §1, §2.9). */
export const journeyPath = ({ segment }: JourneySection, signedIn: boolean) => (signedIn ? `/home/${segment}` : `/klob-journey/${segment}`);
