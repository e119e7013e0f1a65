import { screen, within } from '@testing-library/react';
import { APPLICATION_PATHS, CONTENT_PATHS, PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { EVENT_PATHS } from '@klob/shared/api-contract/platform';
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

const event = (id: string, start: string, end: string) => ({
  eventId: id,
  subdomain: `acara-${id}`,
  name: `Acara ${id}`,
  project: 'p',
  eventType: 'klobfair',
  projectPackage: null,
  tagCategory: 'jobFair',
  corporateId: null,
  bannerUrl: '/files/banner.png',
  startDate: start,
  endDate: end,
});

function kloboardServices() {
  const setup = createJourneyServices({ signedIn: true });
  setup.base.on('GET', PROFILE_PATHS.strength, envelope(strength));
  setup.service.on('GET', APPLICATION_PATHS.list, envelope({ ...paged([]), totalItems: 3 }));
  setup.base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([vacancySummary()])));
  setup.base.on(
    'GET',
    EVENT_PATHS.projects,
    envelope([
      event('lalu', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'),
      event('nanti', '2099-01-01T00:00:00Z', '2099-01-02T00:00:00Z'),
    ]),
  );
  return setup;
}

test('S1-2.3-08 the kloboard shows the profile progress with the next step, the applied jobs, vacancies and upcoming events', async () => {
  const { services, base } = kloboardServices();
  await mountJourneyPage(services, '/home/kloboard');
  const progress = await screen.findByTestId('kloboard-progress');
  expect(within(progress).getByRole('img', { name: 'home.kloboard.progressPercent' })).toHaveTextContent('40%');
  expect(within(progress).getByRole('link', { name: 'kloboard.completeProfile' })).toHaveAttribute('href', '/profile-completeness');
  expect(base.requests.find((r) => r.url === PROFILE_PATHS.strength)?.options?.params).toEqual({ userId: 'USR-1' });
  const applied = screen.getByTestId('kloboard-applied');
  expect(await within(applied).findByText('3')).toBeInTheDocument();
  expect(within(applied).getByRole('link', { name: 'home.kloboard.seeApplied' })).toHaveAttribute('href', '/home/kloboard/applied-jobs');
  expect(await screen.findByText('Frontend Developer')).toBeInTheDocument();
  const events = await screen.findAllByTestId('kloboard-event');
  expect(events).toHaveLength(1);
  expect(within(events[0]!).getByRole('link')).toHaveAttribute('href', '/acara-nanti');
});

test('the kloboard shows the e-certificate the ecertificate query carries', async () => {
  const { services } = kloboardServices();
  await mountJourneyPage(services, '/home/kloboard', { ecertificate: 'CERT-77' });
  expect(await screen.findByTestId('kloboard-ecertificate')).toHaveTextContent('home.kloboard.ecertificateReady');
});

test('a part that cannot load offers a retry while the rest shows', async () => {
  const { services, base } = kloboardServices();
  base.on('GET', EVENT_PATHS.projects, () => new HttpError(503, 'Service Unavailable', {}));
  await mountJourneyPage(services, '/home/kloboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('states.error');
  expect(await screen.findByTestId('kloboard-progress')).toBeInTheDocument();
});
