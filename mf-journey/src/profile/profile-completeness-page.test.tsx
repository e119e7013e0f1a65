import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { HttpError } from '@klob/shared';
import type { ProfileStrength } from '@klob/shared/api-contract/content';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(() => unmountJourneyPages());

const strength = (photoDone: boolean): ProfileStrength => ({
  userId: 'USR-1',
  progressSection: {
    currentPercent: photoDone ? 60 : 50,
    completedSections: photoDone ? 2 : 1,
    totalSections: 4,
    sections: [
      { sectionKey: 'personal-data', title: { id: 'Data Pribadi', en: 'Personal Data' }, weight: 50, completed: true },
      { sectionKey: 'profile-picture', title: { id: 'Foto Profil', en: 'Profile Picture' }, weight: 10, completed: photoDone },
      { sectionKey: 'education', title: { id: 'Pendidikan', en: 'Education' }, weight: 20, completed: false },
      { sectionKey: 'video-profile', title: { id: 'Video Profil', en: 'Video Profile' }, weight: 20, completed: false },
    ],
  },
});

test('the walk-through starts at the first missing part: a photo stored through the upload slot completes it, tells the shell and moves on', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  const told: unknown[] = [];
  const subscription = bus.on('profileChanged').subscribe((event) => told.push(event));
  let photoDone = false;
  service.on('GET', PROFILE_PATHS.strength, () => envelope(strength(photoDone)));
  service.on('POST', PROFILE_PATHS.photo, () => {
    photoDone = true;
    return envelope({});
  });
  await mountJourneyPage(services, '/profile-completeness');
  const photoStep = await screen.findByTestId('completeness-profile-picture');
  expect(photoStep).toHaveAttribute('aria-current', 'step');
  expect(within(photoStep).getByTestId('unit-slot-mf_forms/upload')).toBeInTheDocument();
  act(() =>
    bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-photo-USR-1', url: '/files/f.png', fileName: 'f.png', present: true }),
  );
  await waitFor(() => expect(screen.getByTestId('completeness-education')).toHaveAttribute('aria-current', 'step'));
  // The shell's header shows the photo and the completion too.
  expect(told).toEqual([{ userId: 'USR-1' }]);
  subscription.unsubscribe();
  expect(within(screen.getByTestId('completeness-education')).getByRole('link', { name: 'Buka CV builder' })).toHaveAttribute(
    'href',
    '/resume/builder',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Lewati' }));
  expect(screen.getByTestId('completeness-video-profile')).toHaveAttribute('aria-current', 'step');
});

test('a photo the api refuses says so and the step stays; the next upload saves it and moves on', async () => {
  const { services, service, bus } = createJourneyServices({ signedIn: true });
  let photoDone = false;
  let refuse = true;
  service.on('GET', PROFILE_PATHS.strength, () => envelope(strength(photoDone)));
  service.on('POST', PROFILE_PATHS.photo, () => {
    if (refuse) return new HttpError(500, 'Internal Server Error', {});
    photoDone = true;
    return envelope({});
  });
  await mountJourneyPage(services, '/profile-completeness');
  const photoStep = await screen.findByTestId('completeness-profile-picture');
  const upload = () =>
    act(() =>
      bus.as('mf_forms').emit('fileUploaded', { uploadId: 'profile-photo-USR-1', url: '/files/f.png', fileName: 'f.png', present: true }),
    );
  upload();
  expect(await within(photoStep).findByRole('alert')).toHaveTextContent('Foto belum tersimpan. Coba lagi.');
  expect(photoStep).toHaveAttribute('aria-current', 'step');
  refuse = false;
  upload();
  await waitFor(() => expect(screen.getByTestId('completeness-education')).toHaveAttribute('aria-current', 'step'));
  expect(service.requests.filter((request) => request.url === PROFILE_PATHS.photo)).toHaveLength(2);
});
