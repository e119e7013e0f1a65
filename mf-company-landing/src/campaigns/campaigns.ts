import type { Language, UnitName } from '@klob/shared';

/** A coming-soon notice at a partner path: its path, the unit that renders it and the partner's own headline (the recruitment pages are in campaign-pages.ts). */
export interface Campaign {
  /** Exact path, case-sensitive, e.g. '/UI-CISE2021'. */
  path: string;
  unit: UnitName<'mf_company_landing'>;
  headline: Record<Language, string>;
}

/**
 * The campaigns this remote serves (spec 1 §2.1, §2.5). Campaign copy belongs
 * to the partner team and ships with this remote; the shared UI texts come from
 * the localization call ('company-landing' namespace).
 */
export const campaigns: readonly Campaign[] = [
  { path: '/UI-CISE2021', unit: 'coming-soon', headline: { id: 'UI CISE 2021', en: 'UI CISE 2021' } },
];

export const campaignAt = (pathname: string) => campaigns.find((campaign) => campaign.path === pathname);
