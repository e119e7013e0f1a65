import { JOURNEY_SECTIONS, journeyPath } from '../app/journey-sections';
import { EMPLOYER_SITE_URL } from './footer-links';

/** A link of a header menu: an app path (router link) or an absolute URL (new tab). */
export interface HeaderLink {
  labelKey: string;
  href: string;
}

/**
 * spec 2 "Headers": the Category dropdown, in the spec's order (Klob & Co,
 * Klob Meter, Ensiklobedia, Kaleidosklob); /home/... targets after sign-in (S2-2-18).
 */
const CATEGORY_ORDER = ['klob-and-co', 'klob-meter', 'ensiklobedia', 'kaleidosklob'] as const;
export function categoryLinks(signedIn: boolean): HeaderLink[] {
  return CATEGORY_ORDER.map((segment) => {
    const section = JOURNEY_SECTIONS.find((candidate) => candidate.segment === segment)!;
    return { labelKey: `categoryMenu.${section.nameKey}`, href: journeyPath(section, signedIn) };
  });
}

/** The anchors of /klobforbusiness (S1-2.1-12, S2-2-25) and the keys of their names. */
export const KLOB_FOR_BUSINESS_ANCHORS = ['attract', 'engage', 'screen', 'process', 'pricing', 'request-demo'] as const;
const anchorKey = (anchor: string) => anchor.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * The employer site's pages the header names but the route table of spec 1 §2 does not
 * (executive search, the HR consulting page): they live on the employer site (shell/README.md "Choices").
 */
export const EXECUTIVE_SEARCH_URL = `${EMPLOYER_SITE_URL}/executive-search`;
export const HR_CONSULTING_URL = `${EMPLOYER_SITE_URL}/consulting`;

/** spec 2 "Headers", other links (S2-2-24, S2-2-26). */
export const OTHER_LINKS: HeaderLink[] = [
  { labelKey: 'otherLinks.incomeTaxCalculator', href: '/income-tax-calculator' },
  { labelKey: 'otherLinks.salaryStatistics', href: '/salary-statistics' },
  { labelKey: 'otherLinks.faq', href: '/faq' },
  { labelKey: 'otherLinks.contactUs', href: '/contactus' },
  { labelKey: 'otherLinks.klobporate', href: '/klobporate' },
  { labelKey: 'otherLinks.klobSociety', href: '/klobsociety' },
  { labelKey: 'otherLinks.klobForBusiness', href: '/klobforbusiness' },
  ...KLOB_FOR_BUSINESS_ANCHORS.map((anchor) => ({
    labelKey: `otherLinks.klobForBusinessAnchors.${anchorKey(anchor)}`,
    href: `/klobforbusiness#${anchor}`,
  })),
  { labelKey: 'otherLinks.executiveSearch', href: EXECUTIVE_SEARCH_URL },
  { labelKey: 'otherLinks.hrConsulting', href: HR_CONSULTING_URL },
  { labelKey: 'otherLinks.employerSite', href: EMPLOYER_SITE_URL },
];

export const isExternalHref = (href: string) => /^https?:\/\//.test(href);
