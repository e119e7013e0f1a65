/** The FAQ's groups and their questions, in order: keys of `faq.groups` and `faq.questions`. The question key is its anchor. */
export const FAQ_GROUPS = [
  { group: 'account', questions: ['createAccount', 'forgotPassword', 'verifyEmail', 'deleteAccount'] },
  { group: 'jobs', questions: ['applyJob', 'applicationStatus', 'salaryShown', 'fakeJob'] },
  { group: 'klobMeter', questions: ['whatIsMeter', 'meterResult'] },
  { group: 'privacy', questions: ['dataUse'] },
] as const;

/** A question matches when every word of the search is in its question or answer (case and accents ignored). */
export function matchesSearch(search: string, question: string, answer: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(`${question} ${answer}`);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
