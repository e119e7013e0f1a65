import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KlobServices, UnitProps } from '@klob/shared';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import { LOCAL_SUGGESTION_CAP } from '@klob/shared/constants';
import { SEARCH_PATHS } from '@klob/shared/api-contract/search';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { createTestUnitProps, mountUnit, type RecordedRequest } from '@klob/shared/testing';
import jobsPageUnit from '../expose/jobs-page';
import { createSearchServices, envelope } from '../common/search-test-support';

const vacancy = (fields: Partial<VacancySummary>): VacancySummary => ({
  klobVacancyCode: 'KLV-0001',
  positionName: 'Frontend Developer',
  slug: 'frontend-developer',
  jobCategory: 'Teknologi',
  corporateId: 'CORP-NUSANTARA',
  corporateName: 'PT Nusantara Digital',
  corporateSlug: 'nusantara-digital',
  corporateLogoUrl: null,
  anonym: false,
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  workModel: 'hybrid',
  jobLevel: 'mid-senior',
  employmentStatus: 'full-time',
  salary: { currency: 'IDR', min: 9_000_000, max: 12_000_000, visible: true },
  postedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});
const page = (items: VacancySummary[], totalPages = 1) => envelope({ items, page: 1, size: 10, totalItems: items.length, totalPages });

let unmounts: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const unmount of unmounts) await unmount();
  unmounts = [];
});

async function mountJobs(services: KlobServices, props: Partial<UnitProps>) {
  const mounted = await mountUnit(jobsPageUnit, createTestUnitProps({ services, pathname: '/jobs', ...props }), { name: 'jobs-test' });
  unmounts.push(() => mounted.unmount());
  return mounted;
}
const listCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === SEARCH_LIST_PATHS.vacancies).map((r) => r.options?.params);

describe('jobs page', () => {
  test('S1-2.1-23 S1-2.1-24 a keyword-and-location path lists its vacancies with the query filters; cards link to the job detail', async () => {
    const setup = createSearchServices();
    setup.service.on(
      'GET',
      SEARCH_LIST_PATHS.vacancies,
      page([
        vacancy({}),
        vacancy({ klobVacancyCode: 'KLV-0040', positionName: 'Direktur Risiko', anonym: true, corporateId: 'klob', corporateName: 'Klob' }),
      ]),
    );
    await mountJobs(setup.services, {
      pathname: '/jobs/lowongan-kerja-developer-di-jakarta',
      params: { dynamicParameter: 'lowongan-kerja-developer-di-jakarta' },
      query: { work_model: 'hybrid', job_level: 'mid-senior' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan Kerja Developer di Jakarta' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('job-card');
    expect(cards[0]).toHaveAttribute(
      'href',
      '/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
    expect(cards[0]).toHaveTextContent('Rp 9.000.000,- - Rp 12.000.000,-');
    expect(cards[1]).toHaveAttribute('href', '/vacancy/klob/direktur-risiko/KLV-0040?id=KLV-0040&corporateId=klob');
    expect(cards[1]).toHaveTextContent('Perusahaan Dirahasiakan');
    expect(listCalls(setup.service.requests)).toEqual([
      { keyword: 'developer', location: 'jakarta', workModel: 'hybrid', jobLevel: 'mid-senior', page: 1 },
    ]);
    // A pasted URL restores the filters.
    expect(screen.getByRole('combobox', { name: 'Model Kerja' })).toHaveValue('hybrid');
    expect(screen.getByRole('textbox', { name: 'Lokasi' })).toHaveValue('jakarta');
  });

  test('S1-2.1-22 filters change the URL: a select at once, the typed keyword and location on submit', async () => {
    const setup = createSearchServices();
    setup.service.on('GET', SEARCH_LIST_PATHS.vacancies, page([vacancy({})]));
    setup.service.on('GET', SEARCH_PATHS.landingJobVacancy, envelope([]));
    await mountJobs(setup.services, { query: { q: 'teller' } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Level Pekerjaan' }), 'entry');
    expect(setup.navigate).toHaveBeenLastCalledWith('/jobs/lowongan-kerja-teller?job_level=entry');

    const position = screen.getByRole('combobox', { name: 'Posisi' });
    await user.clear(position);
    await user.type(position, 'Data Analyst');
    await user.type(screen.getByRole('textbox', { name: 'Lokasi' }), 'Bandung{Enter}');
    expect(setup.navigate).toHaveBeenLastCalledWith('/jobs/lowongan-kerja-data-analyst-di-bandung');
  });

  test('S1-5-16 S1-5-17 S1-7-20 S1-9-08 the position field offers the landing search names starting with the typed text, at most 10', async () => {
    const setup = createSearchServices();
    setup.service.on('GET', SEARCH_LIST_PATHS.vacancies, page([]));
    const names = ['Kepala Staf', ...Array.from({ length: 14 }, (_, n) => `Staf ${n + 1}`)];
    setup.service.on('GET', SEARCH_PATHS.landingJobVacancy, envelope(names));
    await mountJobs(setup.services, {});
    await userEvent.setup().type(await screen.findByRole('combobox', { name: 'Posisi' }), 'STAF');
    const options = screen.getByTestId('position-options');
    await waitFor(() => expect(options.querySelectorAll('option')).toHaveLength(LOCAL_SUGGESTION_CAP), { timeout: 2000 });
    const values = [...options.querySelectorAll('option')].map((option) => option.getAttribute('value'));
    expect(values).not.toContain('Kepala Staf');
    expect(values.every((value) => value?.startsWith('Staf'))).toBe(true);
    const asked = setup.service.requests.filter((request) => request.url === SEARCH_PATHS.landingJobVacancy);
    expect(asked.map((request) => request.options?.params)).toEqual([{ positionName: 'STAF' }]);
  });

  test('S1-2.1-25 /jobs/perusahaan-{slug} is the company job list: its name as heading, a link to its detail page', async () => {
    const setup = createSearchServices();
    setup.service.on(
      'GET',
      SEARCH_PATHS.companyBySlug,
      envelope({
        corporateId: 'CORP-NUSANTARA',
        corporateName: 'PT Nusantara Digital',
        slug: 'nusantara-digital',
        logoUrl: null,
        industry: 'Teknologi',
        city: 'Jakarta',
        province: 'DKI Jakarta',
        totalVacancies: 1,
      }),
    );
    setup.service.on('GET', SEARCH_LIST_PATHS.vacancies, page([vacancy({})]));
    await mountJobs(setup.services, {
      pathname: '/jobs/perusahaan-nusantara-digital',
      params: { dynamicParameter: 'perusahaan-nusantara-digital' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan Kerja di PT Nusantara Digital' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat profil perusahaan' })).toHaveAttribute(
      'href',
      '/company/nusantara-digital/CORP-NUSANTARA',
    );
    await screen.findAllByTestId('job-card');
    expect(listCalls(setup.service.requests)).toEqual([{ corporateId: 'CORP-NUSANTARA', page: 1 }]);
    expect(screen.queryByRole('textbox', { name: 'Lokasi' })).not.toBeInTheDocument();
  });

  test('an unknown parameter shows a not-found message with a link to every job', async () => {
    const setup = createSearchServices();
    await mountJobs(setup.services, { pathname: '/jobs/loker-jakarta', params: { dynamicParameter: 'loker-jakarta' } });
    const heading = await screen.findByRole('heading', { name: 'Halaman lowongan tidak ditemukan' });
    expect(within(heading.parentElement!).getByRole('link', { name: 'Lihat semua lowongan' })).toHaveAttribute('href', '/jobs');
  });
});
