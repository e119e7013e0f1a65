/** spec 1 §2.9: the shell's own pages where a card payment is made. */
export const CARD_PAYMENT_PATHS = ['/home/kaleidosklob', '/home/payment/checkout'] as const;

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** S1-2.9-23: /home/kaleidosklob and /home/payment/checkout. */
export const isCardPaymentPagePath = (pathname: string): boolean =>
  (CARD_PAYMENT_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));

/** S1-2.9-23: /{subdomain}/learning of an event that sells a package (`projectPackage`). */
export function isPackagedEventLearningPath(pathname: string, packagedEventSubdomains: ReadonlySet<string>): boolean {
  const segments = withoutTrailingSlash(pathname).split('/').filter(Boolean).map(decodeURIComponent);
  return segments.length === 2 && segments[1] === 'learning' && packagedEventSubdomains.has(segments[0] ?? '');
}
