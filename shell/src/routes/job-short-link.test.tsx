import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { CONTENT_PATHS } from '@klob/shared/api-contract/content';
import { jobShortHash } from '@klob/shared/links';
import { createFakeHttpClient, createTestI18n, createTestServices, type FakeRoute } from '@klob/shared/testing';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { JobShortLinkOrNotFound } from './job-short-link';

const TEXTS = shellTranslations.id;
const HASH = jobShortHash('KLV-0001');
const JOB = {
  klobVacancyCode: 'KLV-0001',
  slug: 'frontend-developer',
  corporateId: 'CORP-NUSANTARA',
  corporateSlug: 'nusantara-digital',
  anonym: false,
};

function renderAt(path: string, answer: FakeRoute, { signedIn = false } = {}) {
  const navigate = jest.fn();
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: TEXTS } } }), navigate });
  services.http.base = createFakeHttpClient({ [`GET ${CONTENT_PATHS.vacancyByShortHash(HASH)}`]: answer });
  if (signedIn) services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
  renderRoute([{ path: '*', element: <JobShortLinkOrNotFound /> }], path, services);
  return { navigate, base: services.http.base as ReturnType<typeof createFakeHttpClient> };
}

test('S1-2.4-02 /{hash} is replaced by the job page of its job, for a visitor', async () => {
  const { navigate } = renderAt(`/${HASH}`, { status: 200, result: JOB });
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(
      '/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
      { replace: true },
    ),
  );
});

test('S1-2.4-02 signed in, the short link leads to the job under /home/klob-and-co', async () => {
  const { navigate } = renderAt(`/${HASH}`, { status: 200, result: JOB }, { signedIn: true });
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(
      '/home/klob-and-co/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
      { replace: true },
    ),
  );
});

test('a path that cannot be a hash is not found without asking the api', async () => {
  const plain = renderAt('/no-such-page', { status: 200, result: JOB });
  expect(await screen.findByRole('heading', { name: TEXTS.notFound.title })).toBeInTheDocument();
  expect(plain.base.requests).toEqual([]);
});

test('a hash the api does not know (404) shows the not-found screen', async () => {
  renderAt(`/${HASH}`, new HttpError(404, 'Not Found', { message: 'No vacancy has the short link' }));
  expect(await screen.findByRole('heading', { name: TEXTS.notFound.title })).toBeInTheDocument();
});

test('a failed call is not a not-found: the fallback offers a retry, which resolves the link', async () => {
  let fail = true;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { navigate } = renderAt(`/${HASH}`, () => (fail ? new HttpError(503, 'Service Unavailable', {}) : { status: 200, result: JOB }));
  const fallback = await screen.findByTestId('slot-fallback-job-short-link');
  expect(screen.queryByRole('heading', { name: TEXTS.notFound.title })).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(fallback).getByRole('button'));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/job\//), { replace: true }));
  logged.mockRestore();
});
