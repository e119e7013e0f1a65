import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMountable, HttpError } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { type Paged } from '@klob/shared/api-contract/content';
import { FEEDBACK_PATH } from '@klob/shared/api-contract/forms';
import { createTestI18n, createTestUnitProps, mountUnit, type MountedUnit } from '@klob/shared/testing';
import { getResult } from '@klob/shared/api-contract/envelope';
import { JOURNEY_NAMESPACE } from '../common/use-journey';
import { createJourneyServices, envelope } from '../test-support/journey-test-support';
import { defineSection, SectionListPage, type SectionConfig, type SectionFiltersProps } from './section-list-page';

/** A section made up for the test: its own list call, filter and card, so only the template is under test. */
interface Topic {
  topicId: string;
  name: string;
}
interface TopicQuery {
  topic?: string;
  page: number;
}

const TOPICS_PATH = '/test/topics';
const TEXTS = {
  kaleidosklob: { title: 'Topik pilihan', subtitle: 'Semua topik untukmu', empty: 'Belum ada topik', total: '{{count}} topik' },
  sections: { klobMeter: 'Klob Meter', klobAndCo: 'Klob & Co', kaleidosklob: 'Kaleidosklob', ensiklobedia: 'Ensiklobedia' },
  journey: { sectionsLabel: 'Bagian journey' },
  states: { empty: 'Kosong', error: 'Gagal memuat', retry: 'Coba lagi' },
  paging: { label: 'Halaman', previous: 'Sebelumnya', next: 'Berikutnya', pageOf: '{{page}} dari {{totalPages}}' },
  feedback: { title: 'Bagaimana pendapatmu?' },
};

function TopicFilters({ listQuery, setQuery }: SectionFiltersProps<TopicQuery>) {
  return (
    <p>
      Topik: {listQuery.topic ?? 'semua'}{' '}
      <button type="button" onClick={() => setQuery({ topic: 'karier' })}>
        Karier
      </button>
    </p>
  );
}

const TopicCard = ({ item }: { item: Topic }) => <h3>{item.name}</h3>;

const PAGED_TOPICS = defineSection<TopicQuery, Topic>({
  section: 'kaleidosklob',
  texts: 'kaleidosklob',
  feedback: 'kaleidosklob',
  listQuery: (query, page) => ({ topic: query.topic, page }),
  cacheKey: 'test-topics',
  load: (client, query, options) => getResult<Paged<Topic>>(client, TOPICS_PATH, query, options),
  Filters: TopicFilters,
  itemKey: (topic) => topic.topicId,
  Card: TopicCard,
  emptyText: 'kaleidosklob.empty',
  totalText: 'kaleidosklob.total',
});

const UNPAGED_TOPICS = defineSection<TopicQuery, Topic>({
  ...PAGED_TOPICS,
  cacheKey: 'test-topics-unpaged',
  load: async (client, query, options) => ({ items: await getResult<Topic[]>(client, TOPICS_PATH, query, options) }),
  emptyText: undefined,
  totalText: undefined,
});

const topics = (count: number) => Array.from({ length: count }, (_, index) => ({ topicId: `T-${index + 1}`, name: `Topik ${index + 1}` }));
const pagedTopics = (items: Topic[], page: number, totalPages: number): Paged<Topic> => ({
  items,
  page,
  size: items.length,
  totalItems: 7,
  totalPages,
});

const mounted: MountedUnit[] = [];
afterEach(async () => {
  while (mounted.length) await mounted.pop()!.unmount();
  jest.restoreAllMocks();
});

/** Mounts the template with `config` at a section's path, as the journey unit does, with the services' fake answers set up first. */
async function mountSection<Query, Item>(
  config: SectionConfig<Query, Item>,
  journey: ReturnType<typeof createJourneyServices>,
  query: Record<string, string> = {},
) {
  const services = { ...journey.services, i18n: createTestI18n({ resources: { id: { [JOURNEY_NAMESPACE]: TEXTS } } }) };
  const unit = createMountable(() => <SectionListPage config={config} />, {
    name: 'section-list-test',
    namespaces: [JOURNEY_NAMESPACE],
    busVersion: BUS_VERSION,
  });
  mounted.push(await mountUnit(unit, createTestUnitProps({ services, pathname: '/klob-journey/kaleidosklob', query })));
}

test("shows the section's tab, texts and filters, and lists the page of the URL's query with the count and a pager", async () => {
  const user = userEvent.setup();
  const journey = createJourneyServices();
  journey.base.on('GET', TOPICS_PATH, envelope(pagedTopics(topics(3), 2, 3)));
  await mountSection(PAGED_TOPICS, journey, { topic: 'desain', page: '2' });
  const { base, navigate } = journey;
  expect(screen.getByTestId('journey-kaleidosklob')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Topik pilihan' })).toBeVisible();
  expect(screen.getByText('Semua topik untukmu')).toBeVisible();
  const tabs = screen.getByRole('navigation', { name: 'Bagian journey' });
  expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Kaleidosklob');
  expect(screen.getByText(/^Topik: desain/)).toBeVisible();
  await screen.findByRole('heading', { level: 3, name: 'Topik 1' });
  expect(base.requests.at(-1)).toMatchObject({ url: TOPICS_PATH, options: { params: { topic: 'desain', page: 2 } } });
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Topik 1', 'Topik 2', 'Topik 3']);
  expect(screen.getByText('7 topik')).toBeVisible();
  expect(screen.getByText('2 dari 3')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
  expect(navigate).toHaveBeenLastCalledWith('/klob-journey/kaleidosklob?topic=desain&page=3');
});

test("the section's filter writes its query into the URL and goes back to the first page", async () => {
  const user = userEvent.setup();
  const journey = createJourneyServices();
  journey.base.on('GET', TOPICS_PATH, envelope(pagedTopics(topics(1), 2, 3)));
  await mountSection(PAGED_TOPICS, journey, { page: '2' });
  await screen.findByRole('heading', { level: 3, name: 'Topik 1' });
  await user.click(screen.getByRole('button', { name: 'Karier' }));
  expect(journey.navigate).toHaveBeenLastCalledWith('/klob-journey/kaleidosklob?topic=karier');
});

test('an unpaged list shows its items with no pager and no count', async () => {
  const journey = createJourneyServices();
  journey.base.on('GET', TOPICS_PATH, envelope(topics(2)));
  await mountSection(UNPAGED_TOPICS, journey);
  await screen.findByRole('heading', { level: 3, name: 'Topik 2' });
  expect(screen.queryByRole('navigation', { name: 'Halaman' })).toBeNull();
  expect(screen.queryByText(/topik$/)).toBeNull();
});

test("an empty list says the section's own empty text, or the common one", async () => {
  const paged = createJourneyServices();
  paged.base.on('GET', TOPICS_PATH, envelope(pagedTopics([], 1, 0)));
  await mountSection(PAGED_TOPICS, paged);
  expect(await screen.findByText('Belum ada topik')).toBeVisible();
  await mounted.pop()!.unmount();
  const unpaged = createJourneyServices();
  unpaged.base.on('GET', TOPICS_PATH, envelope([]));
  await mountSection(UNPAGED_TOPICS, unpaged);
  expect(await screen.findByText('Kosong')).toBeVisible();
});

test('a failed list shows the error with a retry that loads again', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const journey = createJourneyServices();
  const { base } = journey;
  base.on('GET', TOPICS_PATH, new HttpError(503, 'Service Unavailable', null));
  await mountSection(UNPAGED_TOPICS, journey);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Gagal memuat');
  base.on('GET', TOPICS_PATH, envelope(topics(1)));
  await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Topik 1' })).toBeVisible();
});

test('signed in, the page asks for the feedback survey of the configured section', async () => {
  const journey = createJourneyServices({ signedIn: true });
  journey.base.on('GET', TOPICS_PATH, envelope(topics(1)));
  journey.service.on('GET', FEEDBACK_PATH, envelope([]));
  await mountSection(UNPAGED_TOPICS, journey);
  const { service } = journey;
  await screen.findByRole('heading', { level: 3, name: 'Topik 1' });
  expect(service.requests.find((request) => request.url === FEEDBACK_PATH)?.options?.params).toEqual({ section: 'kaleidosklob' });
});
