import { screen } from '@testing-library/react';
import { LANDING_PATHS, type CmsLandingPage } from '@klob/shared/api-contract/platform';
import { createFakeHttpClient, createTestI18n, createTestServices, mountUnit, type MountedUnit } from '@klob/shared/testing';
import cmsPageUnit from '../expose/cms-page';
import { landingTexts } from '../testing/landing-texts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const cmsPage = (subdomain: string, templateName: string, start: number, end: number): CmsLandingPage => ({
  subdomain,
  title: `Judul ${subdomain}`,
  corporateId: 'CORP-X',
  template: { templateName },
  startDate: inDays(start),
  endDate: inDays(end),
});

const PAGES = [
  cmsPage('hero', 'corporate-hero', -1, 10),
  cmsPage('basic', 'corporate-basic', -1, 10),
  cmsPage('campaign', 'corporate-campaign', -1, 10),
  cmsPage('baru', 'template-baru', -1, 10),
  cmsPage('nanti', 'corporate-hero', 3, 10),
  cmsPage('lewat', 'corporate-hero', -10, -3),
];

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
  jest.restoreAllMocks();
});

async function mountCms(pathname: string) {
  const ok = (result: unknown) => ({ status: 200, message: 'success', result });
  const service = createFakeHttpClient({
    [`GET ${LANDING_PATHS.cmsLandingPages}`]: ok(PAGES),
    [`GET ${LANDING_PATHS.vacancyList}`]: ok({ items: [] }),
  });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createTestI18n({ resources: landingTexts }),
  });
  mounted.push(await mountUnit(cmsPageUnit, { services, params: {}, query: {}, pathname }));
  return screen.findByRole('heading', { level: 1 });
}

test.each([
  ['/hero', 'corporate-hero'],
  ['/basic', 'corporate-basic'],
  ['/campaign', 'corporate-campaign'],
])('S1-3-24 %s is rendered by its template.templateName (%s)', async (path, template) => {
  const heading = await mountCms(path);
  expect(heading).toHaveTextContent(`Judul ${path.slice(1)}`);
  expect(heading.closest('[data-template]')).toHaveAttribute('data-template', template);
});

test('an unknown template falls back to the generic one with a logged warning, never a blank page', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const heading = await mountCms('/baru');
  expect(heading).toHaveTextContent('Judul baru');
  expect(heading.closest('[data-template]')).toHaveAttribute('data-template', 'generic');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('template-baru'));
});

test('S1-3-24 before startDate the page is a coming-soon state; after endDate it is closed', async () => {
  await mountCms('/nanti');
  expect(screen.getByTestId('cms-coming-soon')).toHaveTextContent('Halaman ini dibuka pada');
  expect(document.querySelector('[data-template]')).toBeNull();
  for (const unit of mounted.splice(0)) await unit.unmount();
  await mountCms('/lewat');
  expect(screen.getByTestId('cms-closed')).toHaveTextContent('Halaman ini sudah ditutup sejak');
  expect(document.querySelector('[data-template]')).toBeNull();
});
