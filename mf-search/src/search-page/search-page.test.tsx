import { screen, within } from '@testing-library/react';
import type { KlobServices, UnitProps } from '@klob/shared';
import { SEARCH_PATHS, type SearchResultsPage, type SuggestionType } from '@klob/shared/api-contract/search';
import { createTestUnitProps, mountUnit } from '@klob/shared/testing';
import searchPageUnit from '../expose/search-page';
import { createSearchServices, envelope, suggestion } from '../common/search-test-support';

let unmounts: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const unmount of unmounts) await unmount();
  unmounts = [];
});

async function mountSearch(services: KlobServices, query: UnitProps['query']) {
  const mounted = await mountUnit(searchPageUnit, createTestUnitProps({ services, pathname: '/search', query }), {
    name: 'search-page-test',
  });
  unmounts.push(() => mounted.unmount());
}

const pageOf = (type: SuggestionType, count: number, fields: Partial<SearchResultsPage> = {}): SearchResultsPage => ({
  type,
  items: Array.from({ length: count }, (_, n) =>
    suggestion({ type, id: `${type}-${n}`, text: `${type} ${n}`, corporateId: null, corporateName: null }),
  ),
  page: 1,
  size: count,
  totalItems: count,
  totalPages: count ? 1 : 0,
  ...fields,
});

test('S1-2.1-16 /search?q= shows each group with results under its title, and links to all of a larger group', async () => {
  const setup = createSearchServices();
  setup.service.on('GET', SEARCH_PATHS.results, (request) => {
    const type = request.options?.params?.type as SuggestionType;
    if (type === 'jobVacancy') return envelope(pageOf(type, 4, { totalItems: 12, totalPages: 3 }));
    return envelope(pageOf(type, type === 'klobmeter' ? 1 : 0));
  });
  await mountSearch(setup.services, { q: 'dev' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Hasil pencarian "dev"' })).toBeInTheDocument();
  const jobs = await screen.findByRole('region', { name: 'Lowongan Kerja' });
  expect(within(jobs).getAllByTestId('search-result')).toHaveLength(4);
  expect(within(jobs).getByRole('link', { name: 'Lihat Semua' })).toHaveAttribute('href', '/search?q=dev&type=jobVacancy');
  const meter = screen.getByRole('region', { name: 'Klob Meter' });
  expect(within(meter).queryByRole('link', { name: 'Lihat Semua' })).not.toBeInTheDocument();
  expect(within(meter).getByTestId('search-result')).toHaveAttribute('href', '/klob-journey/klob-meter/klobmeter-0');
  expect(screen.queryByRole('region', { name: 'Ensiklobedia' })).not.toBeInTheDocument();
});

test('S1-2.1-16 one group pages with links that keep the keyword and the group', async () => {
  const setup = createSearchServices();
  setup.service.on('GET', SEARCH_PATHS.results, envelope(pageOf('jobVacancy', 10, { page: 2, totalItems: 25, totalPages: 3 })));
  await mountSearch(setup.services, { q: 'dev', type: 'jobVacancy', page: '2' });
  const pager = await screen.findByRole('navigation', { name: 'Halaman hasil' });
  expect(within(pager).getByRole('link', { name: 'Sebelumnya' })).toHaveAttribute('href', '/search?q=dev&type=jobVacancy&page=1');
  expect(within(pager).getByRole('link', { name: 'Berikutnya' })).toHaveAttribute('href', '/search?q=dev&type=jobVacancy&page=3');
  expect(setup.service.requests.map((request) => request.options?.params)).toEqual([
    { keyword: 'dev', type: 'jobVacancy', page: 2, lang: 'id' },
  ]);
});

test('a keyword without results in any group says so', async () => {
  const setup = createSearchServices();
  setup.service.on('GET', SEARCH_PATHS.results, (request) => envelope(pageOf(request.options?.params?.type as SuggestionType, 0)));
  await mountSearch(setup.services, { q: 'zzz' });
  expect(await screen.findByRole('heading', { name: 'Hasil tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByText('Coba kata kunci lain atau periksa ejaan kata kuncimu.')).toBeInTheDocument();
});

test('without a keyword the page asks for one and calls nothing', async () => {
  const setup = createSearchServices();
  await mountSearch(setup.services, {});
  expect(await screen.findByText('Ketik kata kunci di kotak pencarian untuk mulai mencari.')).toBeInTheDocument();
  expect(setup.service.requests).toEqual([]);
});
