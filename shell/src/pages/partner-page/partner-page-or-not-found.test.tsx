import { screen } from '@testing-library/react';
import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { loadUnitModule } from '../../remotes/federation';
import { PartnerPageOrNotFound } from './partner-page-or-not-found';

jest.mock('../../remotes/federation', () => ({ loadUnitModule: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

const texts = {
  id: { shell: { notFound: { title: 'Halaman tidak ditemukan', description: 'x', backHome: 'Beranda' } } },
};

const campaignUnit = createMountable(() => <h1>Segera hadir</h1>, { name: 'coming-soon', busVersion: BUS_VERSION });

async function renderAt(path: string) {
  const services = createTestServices({ i18n: createTestI18n({ resources: texts }), navigate: jest.fn() });
  return renderRoute([{ path: '*', element: <PartnerPageOrNotFound /> }], path, services);
}

beforeEach(() => loadUnit.mockReset());

test('S1-2.6-06 any other path shows the page-not-found screen', async () => {
  loadUnit.mockResolvedValue([{ path: '/UI-CISE2021', unit: 'coming-soon' }]);
  await renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_company_landing', unit: 'partner-routes' });
});

test('S1-2.6-07 the page-not-found screen carries a noindex tag', async () => {
  loadUnit.mockResolvedValue([]);
  const { unmount } = await renderAt('/no-such-page');
  await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' });
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

test('S1-2.1-14 a path declared by mf-company-landing is mounted from that remote, not shown as not found', async () => {
  loadUnit.mockImplementation(async (ref) =>
    ref.unit === 'partner-routes' ? [{ path: '/UI-CISE2021', unit: 'coming-soon' }] : campaignUnit,
  );
  await renderAt('/UI-CISE2021');
  expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
  expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_company_landing', unit: 'coming-soon' });
  expect(screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' })).not.toBeInTheDocument();
});

test('a malformed partner-routes module costs only its slot: the fallback names it, and the reason is logged', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A module of the wrong shape, as another deployment might serve it.
  loadUnit.mockResolvedValue({ path: '/UI-CISE2021' } as never);
  await renderAt('/UI-CISE2021');
  expect(await screen.findByTestId('slot-fallback-partner-routes')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    '[klob] mf_company_landing/partner-routes could not be loaded',
    new Error('partner-routes is not a list'),
  );
  logged.mockRestore();
});
