/**
 * Demo newsletter subscriptions: the unsubscribe links of the demo mails carry these tokens
 * (demo data like the demo accounts, not a secret: a token only unsubscribes its own address).
 */
export const DEMO_NEWSLETTER_SUBSCRIPTIONS = [
  { email: 'klobber@klob.id', token: 'demo-newsletter-klobber-0001' },
  { email: 'hr@klob.id', token: 'demo-newsletter-hr-0002' },
] as const;
