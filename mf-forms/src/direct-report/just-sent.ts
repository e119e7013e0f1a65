/** Codes of reports this page view has just sent: their page greets once with "received", a reload does not. */
const justSent = new Set<string>();

export const markJustSent = (reportRefCode: string): void => void justSent.add(reportRefCode);

export function takeJustSent(reportRefCode: string): boolean {
  return justSent.delete(reportRefCode);
}
