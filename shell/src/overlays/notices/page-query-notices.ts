/** spec 1 §2.9: the toast texts of claimStatus / pcgStatus (translation keys of the 'shell' namespace). */
const COMPANY_TOASTS: Record<string, string> = {
  'claimStatus:accept': 'companyToasts.claimAccepted',
  'pcgStatus:accept': 'companyToasts.publishAccepted',
  reject: 'companyToasts.rejected',
  handle: 'companyToasts.alreadyHandled',
};

/**
 * The toast a page URL asks for (S1-2.9-06..10): claimStatus or pcgStatus with accept, reject or handle;
 * any other value shows nothing. claimStatus wins when both are present.
 */
export function companyToastKey(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const parameter of ['claimStatus', 'pcgStatus']) {
    const value = query.get(parameter);
    if (value === 'accept') return COMPANY_TOASTS[`${parameter}:accept`]!;
    if (value === 'reject' || value === 'handle') return COMPANY_TOASTS[value]!;
  }
  return null;
}

/** S1-2.9-05: pr=1 shows the 'Preview Mode' banner. */
export const isPreviewMode = (search: string) => new URLSearchParams(search).get('pr') === '1';
