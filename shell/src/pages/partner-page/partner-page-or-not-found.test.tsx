import { screen } from '@testing-library/react';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { loadUnitModule } from '../../remotes/federation';
import { PartnerPageOrNotFound } from './partner-page-or-not-found';

jest.mock('../../remotes/federation', () => ({ loadUnitModule: jest.fn(), resetRemote: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

const texts = {
  id: { shell: { notFound: { title: 'Halaman tidak ditemukan', description: 'x', backHome: 'Beranda' } } },
};

async function renderAt(path: string) {
  const services = createTestServices({ i18n: createTestI18n({ resources: texts }), navigate: jest.fn() });
  return renderRoute([{ path: '*', element: <PartnerPageOrNotFound /> }], path, services);
}

beforeEach(() => loadUnit.mockReset());

test('S1-2.6-06 any other path shows the page-not-found screen', async () => {
  loadUnit.mockResolvedValue([{ path: '/UI-CISE2021', unit: 'coming-soon' }]);
  await renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
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
    ref.unit === 'partner-routes' ? [{ path: '/UI-CISE2021', unit: 'coming-soon' }] : new Promise(() => {}),
  );
  await renderAt('/UI-CISE2021');
  expect(await screen.findByText('', { selector: '[data-unit="mf_company_landing/coming-soon"]' })).toBeInTheDocument();
  expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_company_landing', unit: 'coming-soon' });
  expect(screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' })).not.toBeInTheDocument();
});
