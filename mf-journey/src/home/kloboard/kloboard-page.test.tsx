import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_PATHS, CONTENT_PATHS, PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { EVENT_PATHS, type EventTagCategory } from '@klob/shared/api-contract/platform';
import { ONBOARDING_PATHS, type OnboardingMasterData, type TipItem } from '@klob/shared/api-contract/onboarding';
import { HttpError } from '@klob/shared';
import { paged, vacancySummary } from '../../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const strength = {
  userId: 'USR-1',
  progressSection: {
    currentPercent: 40,
    completedSections: 2,
    totalSections: 5,
    sections: [
      { sectionKey: 'photo', title: { id: 'Foto', en: 'Photo' }, weight: 20, completed: true },
      { sectionKey: 'experience', title: { id: 'Pengalaman', en: 'Experience' }, weight: 20, completed: false },
    ],
  },
};

const event = (id: string, start: string, end: string, tagCategory: EventTagCategory = 'jobFair') => ({
  eventId: id,
  subdomain: `acara-${id}`,
  name: `Acara ${id}`,
  project: 'p',
  eventType: 'klobfair',
  projectPackage: null,
  tagCategory,
  corporateId: null,
  bannerUrl: '/files/banner.png',
  startDate: start,
  endDate: end,
});

const onboarding: OnboardingMasterData = {
  title: { id: 'Selamat datang di Klob!', en: 'Welcome to Klob!' },
  intro: { id: 'Empat langkah singkat.', en: 'Four short steps.' },
  steps: [
    {
      stepKey: 'completeProfile',
      title: { id: 'Lengkapi profilmu', en: 'Complete your profile' },
      description: { id: 'Isi datamu.', en: 'Add your data.' },
      linkPath: '/profile-completeness',
      done: false,
    },
    {
      stepKey: 'workingStatus',
      title: { id: 'Atur status kerjamu', en: 'Set your working status' },
      description: { id: 'Status kerja.', en: 'Working status.' },
      linkPath: '/profile/USR-1',
      done: true,
    },
    {
      stepKey: 'exploreJourney',
      title: { id: 'Jelajahi Klob Journey', en: 'Explore the Klob Journey' },
      description: { id: 'Klob Meter.', en: 'Klob Meter.' },
      linkPath: '/home/klob-meter',
      done: false,
    },
  ],
};

const tips: TipItem[] = [
  {
    tipId: 'TIP-1',
    category: 'cv',
    title: { id: 'CV singkat', en: 'A short CV' },
    body: { id: 'Satu halaman cukup.', en: 'One page is enough.' },
    linkPath: '/cv-templates',
  },
  {
    tipId: 'TIP-2',
    category: 'interview',
    title: { id: 'Metode STAR', en: 'The STAR method' },
    body: { id: 'Situasi, Tugas, Aksi, Hasil.', en: 'Situation, Task, Action, Result.' },
    linkPath: null,
  },
];

const NOW_AND_LATER = [
  event('lalu', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'),
  event('nanti', '2099-01-01T00:00:00Z', '2099-01-02T00:00:00Z'),
];

function kloboardServices(events = NOW_AND_LATER) {
  const setup = createJourneyServices({ signedIn: true });
  setup.service.on('GET', PROFILE_PATHS.strength, envelope(strength));
  setup.service.on('GET', APPLICATION_PATHS.list, envelope({ ...paged([]), totalItems: 3 }));
  setup.service.on('GET', ONBOARDING_PATHS.onboarding, envelope(onboarding));
  setup.service.on('GET', ONBOARDING_PATHS.tips, envelope(tips));
  setup.service.on('POST', ONBOARDING_PATHS.followStep, envelope({ title: null, intro: null, steps: null }));
  setup.base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([vacancySummary()])));
  setup.service.on('GET', EVENT_PATHS.projects, envelope(events));
  return setup;
}

test('S1-2.3-08 the kloboard shows the profile progress with the next step, the applied jobs, vacancies and upcoming events', async () => {
  const { services, service } = kloboardServices();
  await mountJourneyPage(services, '/home/kloboard');
  // The first mount also loads the home chunk: give a busy machine time.
  const progress = await screen.findByTestId('kloboard-progress', {}, { timeout: 5000 });
  expect(within(progress).getByRole('img', { name: '40% lengkap' })).toHaveTextContent('40%');
  expect(within(progress).getByRole('link', { name: 'Lengkapi Profil' })).toHaveAttribute('href', '/profile-completeness');
  expect(service.requests.find((r) => r.url === PROFILE_PATHS.strength)?.options?.params).toEqual({ userId: 'USR-1' });
  const applied = screen.getByTestId('kloboard-applied');
  expect(await within(applied).findByText('3')).toBeInTheDocument();
  expect(within(applied).getByRole('link', { name: 'Lihat lamaran terkirim' })).toHaveAttribute('href', '/home/kloboard/applied-jobs');
  expect(await screen.findByText('Frontend Developer')).toBeInTheDocument();
  const events = await screen.findAllByTestId('kloboard-event');
  expect(events).toHaveLength(1);
  expect(within(events[0]!).getByRole('link')).toHaveAttribute('href', '/acara-nanti');
});

test.each([
  ['jobFair', 'Job Fair'],
  ['workshop', 'Workshop'],
  ['others', 'Lainnya'],
  ['scholarship', 'Beasiswa'],
  ['klobEvent', 'Klob Event'],
] as const)('S1-3-21 an upcoming event of the tag category %s is labelled %p', async (category, label) => {
  const { services } = kloboardServices([event('nanti', '2099-01-01T00:00:00Z', '2099-01-02T00:00:00Z', category)]);
  await mountJourneyPage(services, '/home/kloboard');
  const [shown] = await screen.findAllByTestId('kloboard-event', {}, { timeout: 5000 });
  expect(within(shown!).getByTestId('kloboard-event-tag')).toHaveTextContent(label);
});

test('the kloboard shows the three soonest events not yet over, soonest first', async () => {
  const { services } = kloboardServices([
    event('ketiga', '2099-03-01T00:00:00Z', '2099-03-02T00:00:00Z'),
    event('lalu', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'),
    event('keempat', '2099-04-01T00:00:00+07:00', '2099-04-02T00:00:00+07:00'),
    event('pertama', '2099-01-01T05:00:00+07:00', '2099-01-02T00:00:00Z'),
    event('kedua', '2099-01-01T02:00:00Z', '2099-01-03T00:00:00Z'),
  ]);
  await mountJourneyPage(services, '/home/kloboard');
  const shown = await screen.findAllByTestId('kloboard-event', {}, { timeout: 5000 });
  expect(shown.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
    '/acara-pertama',
    '/acara-kedua',
    '/acara-ketiga',
  ]);
});

test('the kloboard shows the e-certificate the ecertificate query carries', async () => {
  const { services } = kloboardServices();
  await mountJourneyPage(services, '/home/kloboard', { ecertificate: 'CERT-77' });
  expect(await screen.findByTestId('kloboard-ecertificate')).toHaveTextContent('E-sertifikatmu (CERT-77) sudah tersedia.');
});

test('a part that cannot load offers a retry while the rest shows', async () => {
  const { services, service } = kloboardServices();
  service.on('GET', EVENT_PATHS.projects, () => new HttpError(503, 'Service Unavailable', {}));
  await mountJourneyPage(services, '/home/kloboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('Konten gagal dimuat. Coba lagi sebentar lagi.');
  expect(await screen.findByTestId('kloboard-progress')).toBeInTheDocument();
});

test('S1-3-20 the kloboard shows the onboarding progress and the tips from the master-data calls', async () => {
  const { services, service, navigate } = kloboardServices();
  await mountJourneyPage(services, '/home/kloboard');
  const section = await screen.findByTestId('kloboard-onboarding');
  expect(within(section).getByRole('heading', { name: 'Langkah awal di Klob' })).toBeInTheDocument();
  expect(within(section).getByText('Empat langkah singkat.')).toBeInTheDocument();
  expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  const steps = within(section).getAllByTestId('kloboard-onboarding-step');
  expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['false', 'true', 'false']);
  expect(
    within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/profile-completeness', '/home/klob-meter']);
  const tipCards = await screen.findAllByTestId('kloboard-tip');
  expect(tipCards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['CV singkat', 'Metode STAR']);
  expect(within(tipCards[0]!).getByRole('link')).toHaveAttribute('href', '/cv-templates');
  expect(within(tipCards[1]!).queryByRole('link')).not.toBeInTheDocument();

  await userEvent.click(within(section).getByRole('link', { name: 'Mulai langkah ini: Jelajahi Klob Journey' }));
  await waitFor(() =>
    expect(service.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.data])).toEqual([
      [ONBOARDING_PATHS.followStep, { stepKey: 'exploreJourney' }],
    ]),
  );
  expect(navigate).toHaveBeenCalledWith('/home/klob-meter');
});

test('the onboarding progress is not shown once its master data is all null; the tips still are', async () => {
  const { services, service } = kloboardServices();
  service.on('GET', ONBOARDING_PATHS.onboarding, envelope({ title: null, intro: null, steps: null }));
  await mountJourneyPage(services, '/home/kloboard');
  expect(await screen.findAllByTestId('kloboard-tip')).toHaveLength(2);
  await waitFor(() => expect(service.requests.some((r) => r.url === ONBOARDING_PATHS.onboarding)).toBe(true));
  expect(screen.queryByTestId('kloboard-onboarding')).not.toBeInTheDocument();
});

test('issue 25: while its figures load the profile card is drawn in its place, and the onboarding draws nothing to take away later', async () => {
  const { services, service } = kloboardServices();
  let answerStrength: (body: unknown) => void = () => undefined;
  let answerOnboarding: (body: unknown) => void = () => undefined;
  service.on('GET', PROFILE_PATHS.strength, () => new Promise((resolve) => (answerStrength = resolve)));
  service.on('GET', ONBOARDING_PATHS.onboarding, () => new Promise((resolve) => (answerOnboarding = resolve)));
  await mountJourneyPage(services, '/home/kloboard');
  const loading = await screen.findByTestId('kloboard-progress-loading', {}, { timeout: 5000 });
  expect(within(loading).getByRole('heading', { name: 'Kekuatan Profil' })).toBeInTheDocument();
  expect(within(loading).getByRole('img', { name: 'Memuat...' })).toHaveTextContent('0%');
  // Right under the summary comes the vacancies' section: no skeleton of the onboarding in between.
  expect(loading.parentElement!.nextElementSibling).toHaveAttribute('aria-labelledby', 'kloboard-recommended');
  answerStrength(envelope(strength));
  const progress = await screen.findByTestId('kloboard-progress');
  expect(within(progress).getByRole('img', { name: '40% lengkap' })).toHaveTextContent('40%');
  answerOnboarding(envelope(onboarding));
  expect(await screen.findByTestId('kloboard-onboarding')).toBeInTheDocument();
});
