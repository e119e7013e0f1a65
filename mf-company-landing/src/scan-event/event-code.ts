import type { EventProject } from '@klob/shared/api-contract/platform';

/**
 * The event subdomain a scanned or typed code names: the code itself, or the first path
 * segment when the QR code holds an event address (https://.../klobfair2026/home).
 */
export function subdomainOfCode(code: string): string {
  const trimmed = code.trim();
  const pathPart = /^https?:\/\//i.test(trimmed) ? (URL.canParse(trimmed) ? new URL(trimmed).pathname : '') : trimmed;
  return decodeURIComponent(pathPart.split('/').filter(Boolean)[0] ?? '');
}

/** Where a code leads: the event's home, or /form/{id} for a form event; null when no event has it (subdomain or event id). */
export function eventPathOfCode(code: string, events: readonly EventProject[]): string | null {
  const wanted = subdomainOfCode(code).toLowerCase();
  if (!wanted) return null;
  const event = events.find((candidate) => candidate.subdomain?.toLowerCase() === wanted || candidate.eventId.toLowerCase() === wanted);
  if (!event?.subdomain) return null;
  const subdomain = encodeURIComponent(event.subdomain);
  return event.eventType === 'form' ? `/form/${subdomain}` : `/${subdomain}/home`;
}
