/**
 * Demo newsletter subscriptions of the demo accounts. Their unsubscribe tokens are drawn at random
 * when the database is seeded (issue 22: a token known from the repository unsubscribed real demo
 * accounts); the owner reads theirs signed in (SITE_PATHS.newsletterSubscription).
 */
export const DEMO_NEWSLETTER_EMAILS = ['klobber@klob.id', 'hr@klob.id'] as const;
