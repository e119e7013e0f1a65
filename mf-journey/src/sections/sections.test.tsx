import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_PATHS } from '@klob/shared/api-contract/content';
import { HttpError } from '@klob/shared';
import { article, kaleidosklobItem, klobmeterItem, paged, vacancySummary } from '../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, never, unmountJourneyPages } from '../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

/** Each section: its path, the list call, a page of content, an empty answer and the text it shows for it. */
const SECTIONS = [
  {
    name: 'Klob Meter',
    path: '/klob-journey/klob-meter',
    listPath: CONTENT_PATHS.klobmeterList,
    content: envelope([klobmeterItem()]),
    empty: envelope([]),
    emptyText: 'Belum ada konten di sini.',
    heading: 'Gaji Frontend Developer di Jakarta',
    detailLink: '/klob-journey/klob-meter/gaji-frontend-developer-jakarta',
  },
  {
    name: 'Klob & Co',
    path: '/klob-journey/klob-and-co',
    listPath: CONTENT_PATHS.vacancyList,
    content: envelope(paged([vacancySummary()])),
    empty: envelope(paged([])),
    emptyText: 'Belum ada lowongan yang cocok dengan pencarianmu.',
    heading: 'Frontend Developer',
    detailLink: '/job/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
  },
  {
    name: 'Kaleidosklob',
    path: '/klob-journey/kaleidosklob',
    listPath: CONTENT_PATHS.kaleidosklobList,
    content: envelope(paged([kaleidosklobItem()])),
    empty: envelope(paged([])),
    emptyText: 'Belum ada konten di sini.',
    heading: 'Cerita Karier',
    detailLink: '/klob-journey/kaleidosklob/KAL-0001',
  },
  {
    name: 'Ensiklobedia',
    path: '/klob-journey/ensiklobedia',
    listPath: CONTENT_PATHS.articleList,
    content: envelope(paged([article()])),
    empty: envelope(paged([])),
    emptyText: 'Belum ada konten di sini.',
    heading: 'Tips Wawancara',
    detailLink: '/detail-ensiklobedia/ENS-0001',
  },
] as const;

describe.each(SECTIONS)('S1-1-01 $name section', (section) => {
  test('shows skeletons while the list loads', async () => {
    const { services, base } = createJourneyServices();
    base.on('GET', section.listPath, never);
    await mountJourneyPage(services, section.path);
    expect(await screen.findByTestId('journey-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  test('shows the api content with links to the visitor detail paths', async () => {
    const { services, base } = createJourneyServices();
    base.on('GET', section.listPath, section.content);
    await mountJourneyPage(services, section.path);
    const heading = await screen.findByRole('heading', { name: section.heading, level: 3 });
    expect(heading.closest('a')).toHaveAttribute('href', section.detailLink);
    expect(screen.queryByTestId('journey-skeleton')).toBeNull();
  });

  test('shows the empty state when the api has nothing', async () => {
    const { services, base } = createJourneyServices();
    base.on('GET', section.listPath, section.empty);
    await mountJourneyPage(services, section.path);
    expect(await screen.findByText(section.emptyText)).toBeVisible();
    expect(screen.queryByTestId('journey-skeleton')).toBeNull();
  });

  test('shows the error state with a retry that loads again', async () => {
    const user = userEvent.setup();
    const { services, base } = createJourneyServices();
    base.on('GET', section.listPath, new HttpError(503, 'Service Unavailable', null));
    await mountJourneyPage(services, section.path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Konten gagal dimuat. Coba lagi sebentar lagi.');
    base.on('GET', section.listPath, section.content);
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: section.heading, level: 3 })).toBeInTheDocument();
  });
});

test('S1-2.3-05 signed in, the section tabs and the cards lead to the /home paths', async () => {
  const { services, base } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.kaleidosklobList, envelope(paged([kaleidosklobItem()])));
  await mountJourneyPage(services, '/home/kaleidosklob');
  const card = await screen.findByRole('heading', { name: 'Cerita Karier', level: 3 });
  expect(card.closest('a')).toHaveAttribute('href', '/home/kaleidosklob/KAL-0001');
  const tabs = screen.getByRole('navigation', { name: 'Bagian Klob Journey' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/home/klob-meter', '/home/klob-and-co', '/home/kaleidosklob', '/home/ensiklobedia']);
});

test('S1-2.3-07 /home/ensiklobedia?tab=success-person lists the success-person category', async () => {
  const { services, base } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.articleList, envelope(paged([article({ category: 'success-person' })])));
  await mountJourneyPage(services, '/home/ensiklobedia', { tab: 'success-person' });
  await screen.findByRole('heading', { name: 'Tips Wawancara', level: 3 });
  expect(base.requests.at(-1)?.options?.params).toMatchObject({ category: 'success-person' });
  expect(screen.getByRole('button', { name: 'Kisah Sukses' })).toHaveAttribute('aria-pressed', 'true');
});

const articleDetail = { ...article(), body: { id: 'Isi artikel.', en: 'The article.' }, isLimited: false };

test('S1-2.3-12 a signed-in reader of /detail-ensiklobedia/{goalID} is moved to the article under /home; a guest reads it there', async () => {
  const signedIn = createJourneyServices({ signedIn: true });
  signedIn.base.on('GET', CONTENT_PATHS.articleDetail('ENS-0001'), envelope(articleDetail));
  await mountJourneyPage(signedIn.services, '/detail-ensiklobedia/ENS-0001', {}, { goalID: 'ENS-0001' });
  await waitFor(() => expect(signedIn.navigate).toHaveBeenCalledWith('/home/ensiklobedia/detail-page/ENS-0001', { replace: true }));
  await unmountJourneyPages();

  const guest = createJourneyServices();
  guest.base.on('GET', CONTENT_PATHS.articleDetail('ENS-0001'), envelope(articleDetail));
  await mountJourneyPage(guest.services, '/detail-ensiklobedia/ENS-0001', {}, { goalID: 'ENS-0001' });
  expect(await screen.findByRole('heading', { name: 'Tips Wawancara', level: 1 })).toBeInTheDocument();
  expect(guest.navigate).not.toHaveBeenCalled();
});

test('the vacancy filters and paging go into the URL and the list call', async () => {
  const user = userEvent.setup();
  const { services, base, navigate } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([vacancySummary()], 2, 3)));
  await mountJourneyPage(services, '/klob-journey/klob-and-co', { workModel: 'remote', page: '2' });
  await screen.findByRole('heading', { name: 'Frontend Developer', level: 3 });
  expect(base.requests.at(-1)?.options?.params).toMatchObject({ workModel: 'remote', page: 2 });
  await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
  expect(navigate).toHaveBeenLastCalledWith('/klob-journey/klob-and-co?workModel=remote&page=3');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level Pekerjaan' }), 'manager');
  expect(navigate).toHaveBeenLastCalledWith('/klob-journey/klob-and-co?workModel=remote&jobLevel=manager');
  await waitFor(() => expect(screen.queryByTestId('journey-skeleton')).toBeNull());
});
