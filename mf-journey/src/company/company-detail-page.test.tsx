import { screen } from '@testing-library/react';
import { firstValueFrom, take } from 'rxjs';
import { CONTENT_PATHS, type CompanyDetail } from '@klob/shared/api-contract/content';
import { paged, vacancySummary } from '../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(unmountJourneyPages);

const company = (overrides: Partial<CompanyDetail> = {}): CompanyDetail => ({
  corporateId: 'CORP-NUSANTARA',
  corporateName: 'PT Nusantara Digital',
  slug: 'pt-nusantara-digital',
  logoUrl: null,
  industry: 'Teknologi',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  totalVacancies: 1,
  bannerUrl: null,
  description: { id: 'Tentang kami.', en: 'About us.' },
  website: null,
  employeeCount: '11-50',
  hasChat: true,
  totalFollowers: 3,
  viewer: null,
  ...overrides,
});

test('S3-7-03 S3-3-13 S3-2-11 a visitor: the open header call with the route corporateId; the header and the vacancies', async () => {
  const { services, base } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.companyHeaderOpen('CORP-NUSANTARA'), envelope(company()));
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([vacancySummary()])));
  await mountJourneyPage(services, '/company/pt-nusantara-digital/CORP-NUSANTARA', { id: 'CORP-OTHER' });
  expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Digital' })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 3, name: 'Frontend Developer' })).toBeVisible();
  expect(base.requests.find((request) => request.url.includes('/vacancy/list'))?.options?.params).toMatchObject({
    corporateId: 'CORP-NUSANTARA',
  });
});

test('S3-7-03 S3-2-10 S3-2-12 signed in: the page call with the query id; ?chat=on opens the chat on the company', async () => {
  const { services, service, base, bus } = createJourneyServices({ signedIn: true });
  service.on(
    'GET',
    CONTENT_PATHS.companyHeader('CORP-NUSANTARA'),
    envelope(company({ viewer: { isFollowed: true, appliedVacancyCount: 2, isAdmin: false } })),
  );
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([])));
  const opened = firstValueFrom(bus.on('openChat').pipe(take(1)));
  await mountJourneyPage(services, '/home/klob-and-co/company', { id: 'CORP-NUSANTARA', chat: 'on' });
  expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Digital' })).toBeVisible();
  expect(screen.getByText('Kamu melamar 2 lowongan di sini')).toBeVisible();
  expect(await opened).toEqual({ corporateId: 'CORP-NUSANTARA' });
});

test('the company page hosts the guestbook slot of mf-forms with the company id', async () => {
  const { services, base } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.companyHeaderOpen('CORP-NUSANTARA'), envelope(company()));
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([])));
  await mountJourneyPage(services, '/companies/CORP-NUSANTARA');
  expect(await screen.findByTestId('unit-slot-mf_forms/guestbook')).toBeInTheDocument();
});
