import { JOURNEY_SECTIONS, journeyPath } from '../app/journey-sections';

/**
 * Where the footer points (spec 1 §2.9). The spec names the pages but not the
 * external addresses or the campaign parameters; these are ours.
 */
export const EMPLOYER_SITE_URL = 'https://business.klob.id';
/** Campaign parameters of the footer's contact link, so the contact page knows where visitors came from. */
export const CONTACT_CAMPAIGN = { utm_source: 'klob', utm_medium: 'footer', utm_campaign: 'contactus' } as const;

export const SOCIAL_LINKS = [
  { labelKey: 'footer.blog', href: 'https://blog.klob.id' },
  { labelKey: 'footer.instagram', href: 'https://www.instagram.com/klob.id' },
  { labelKey: 'footer.youtube', href: 'https://www.youtube.com/@klobid' },
  { labelKey: 'footer.linkedin', href: 'https://www.linkedin.com/company/klob-id' },
  { labelKey: 'footer.facebook', href: 'https://www.facebook.com/klob.id' },
] as const;

/** The human sitemap (spec 1 §2.1 /sitemap-prod): from it a visitor reaches every public page, campaigns and events included. */
export const SITEMAP_PAGE_PATH = '/sitemap-prod';

export interface FooterLink {
  labelKey: string;
  /** An app path (router link) or an absolute URL (opens in a new tab). */
  href: string;
}

export interface FooterColumn {
  headingKey: string;
  links: FooterLink[];
}

/** The footer columns; KLOBBER follows the sign-in state (S1-2.9-12, S1-2.9-13). */
export function footerColumns(signedIn: boolean): FooterColumn[] {
  return [
    {
      headingKey: 'footer.columnKlob',
      links: [
        { labelKey: 'footer.aboutUs', href: '/about-us' },
        { labelKey: 'footer.faq', href: '/faq' },
        { labelKey: 'footer.terms', href: '/terms' },
        { labelKey: 'footer.contactUs', href: `/contactus?${new URLSearchParams(CONTACT_CAMPAIGN)}` },
        { labelKey: 'footer.registerBusiness', href: '/public-content-corporate' },
      ],
    },
    {
      headingKey: 'footer.columnKlobber',
      links: JOURNEY_SECTIONS.map((section) => ({ labelKey: `categoryMenu.${section.nameKey}`, href: journeyPath(section, signedIn) })),
    },
    { headingKey: 'footer.columnPartnership', links: [{ labelKey: 'footer.employerSite', href: EMPLOYER_SITE_URL }] },
    { headingKey: 'footer.followUs', links: [...SOCIAL_LINKS] },
  ];
}
