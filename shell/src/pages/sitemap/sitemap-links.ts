import { PRODUCT_SLUG } from '@klob/shared/constants';

const P = PRODUCT_SLUG;

/** The human sitemap: every public page without a parameter, grouped; keys of `sitemap.groups` and `sitemap.links`. */
export const SITEMAP_GROUPS = [
  {
    group: 'klob',
    links: [
      ['home', '/'],
      ['aboutUs', '/about-us'],
      ['faq', '/faq'],
      ['contactUs', '/contactus'],
      ['terms', '/terms'],
      ['privacy', '/terms?tab=privacy'],
    ],
  },
  {
    group: 'journey',
    links: [
      ['journey', `/${P}-journey`],
      ['klobMeter', `/${P}-journey/${P}-meter`],
      ['klobAndCo', `/${P}-journey/${P}-and-co`],
      ['ensiklobedia', `/${P}-journey/ensiklobedia`],
      ['kaleidosklob', `/${P}-journey/kaleidosklob`],
    ],
  },
  {
    group: 'jobs',
    links: [
      ['jobs', '/jobs'],
      ['companies', '/companies'],
      ['search', '/search'],
    ],
  },
  {
    group: 'business',
    links: [
      ['business', '/klobforbusiness'],
      ['klobporate', '/klobporate'],
      ['klobporateTerms', '/klobporate-terms'],
      ['registerBusiness', '/public-content-corporate'],
      ['klobsociety', '/klobsociety'],
      ['executiveSearch', '/executive-search'],
      ['globalTalentPlacement', '/global-talent-placement'],
      ['gsi', '/gsi'],
      ['chevron', '/chevron'],
    ],
  },
  {
    group: 'tools',
    links: [
      ['taxCalculator', '/income-tax-calculator'],
      ['salaryStatistics', '/salary-statistics'],
    ],
  },
  {
    group: 'account',
    links: [
      ['login', '/login'],
      ['register', '/daftar'],
      ['forgotPassword', '/forgotpassword'],
    ],
  },
] as const;
