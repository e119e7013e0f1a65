import { act, screen, within } from '@testing-library/react';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { CONTACT_CAMPAIGN, EMPLOYER_SITE_URL, SITEMAP_PAGE_PATH, SOCIAL_LINKS } from './footer-links';
import { SiteFooter } from './site-footer';

const footerTexts = {
  footer: {
    columnKlob: 'KLOB',
    columnKlobber: 'KLOBBER',
    columnPartnership: 'PARTNERSHIP',
    followUs: 'IKUTI KAMI',
    aboutUs: 'Tentang Kami',
    faq: 'FAQ',
    terms: 'Syarat & Ketentuan',
    contactUs: 'Hubungi Kami',
    registerBusiness: 'Daftarkan Bisnismu',
    employerSite: 'Klob untuk Perusahaan',
    blog: 'Blog',
    instagram: 'Instagram',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    copyright: '© {{year}} Klob.',
    registeredAndSupervised: 'registered and supervised by',
    regulatorLogoAlt: 'Logo regulator',
    sitemap: 'Peta Situs',
  },
  categoryMenu: { klobMeter: 'Klob Meter', klobAndCo: 'Klob & Co', kaleidosklob: 'Kaleidosklob', ensiklobedia: 'Ensiklobedia' },
};

function renderFooter() {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: footerTexts } } }) });
  renderRoute([{ path: '/', element: <SiteFooter /> }], '/', services);
  return services;
}

const column = (heading: string) => within(screen.getByRole('heading', { name: heading }).closest('section')!);
const hrefOf = (scope: ReturnType<typeof column>, name: string) => scope.getByRole('link', { name }).getAttribute('href');

test('S1-2.9-11 the KLOB column links to about-us, faq, terms, contactus with campaign parameters and public-content-corporate', () => {
  renderFooter();
  const klob = column('KLOB');
  expect(hrefOf(klob, 'Tentang Kami')).toBe('/about-us');
  expect(hrefOf(klob, 'FAQ')).toBe('/faq');
  expect(hrefOf(klob, 'Syarat & Ketentuan')).toBe('/terms');
  const contact = new URL(hrefOf(klob, 'Hubungi Kami')!, 'http://klob.test');
  expect(contact.pathname).toBe('/contactus');
  expect(Object.fromEntries(contact.searchParams)).toEqual(CONTACT_CAMPAIGN);
  expect(hrefOf(klob, 'Daftarkan Bisnismu')).toBe('/public-content-corporate');
});

test('S1-2.9-12 S1-2.9-13 the KLOBBER column links to the journey sections for visitors and to the home sections after sign-in', () => {
  const services = renderFooter();
  const journey = ['klob-meter', 'klob-and-co', 'kaleidosklob', 'ensiklobedia'];
  const hrefs = () =>
    column('KLOBBER')
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  expect(hrefs()).toEqual(journey.map((segment) => `/klob-journey/${segment}`));
  act(() => services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null }));
  expect(hrefs()).toEqual(journey.map((segment) => `/home/${segment}`));
});

test('S1-2.9-14 S1-2.9-15 PARTNERSHIP links to the external employer site; the social links are blog, Instagram, YouTube, LinkedIn and Facebook', () => {
  renderFooter();
  const employer = column('PARTNERSHIP').getByRole('link', { name: 'Klob untuk Perusahaan' });
  expect(employer).toHaveAttribute('href', EMPLOYER_SITE_URL);
  expect(employer).toHaveAttribute('target', '_blank');
  const social = column('IKUTI KAMI').getAllByRole('link');
  expect(social.map((link) => link.textContent)).toEqual(['Blog', 'Instagram', 'YouTube', 'LinkedIn', 'Facebook']);
  expect(social.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_LINKS.map(({ href }) => href));
});

test("S1-2.9-16 S1-2.9-17 the footer shows the copyright with the current year and the 'registered and supervised by' notice with a regulator logo", () => {
  renderFooter();
  expect(screen.getByText(`© ${new Date().getFullYear()} Klob.`)).toBeInTheDocument();
  expect(screen.getByText('registered and supervised by')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Logo regulator' })).toBeInTheDocument();
});

test('the footer links to the sitemap page, where every public page is listed', () => {
  renderFooter();
  expect(screen.getByRole('link', { name: 'Peta Situs' })).toHaveAttribute('href', SITEMAP_PAGE_PATH);
});
