import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices, mountUnit, type MountedUnit } from '@klob/shared/testing';
import comingSoonUnit from '../expose/coming-soon';
import { campaigns } from '../campaigns/campaigns';
import { landingTexts } from '../testing/landing-texts';

const mountedUnits: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mountedUnits.splice(0)) await unit.unmount();
});

async function mountComingSoon(pathname: string) {
  const services = createTestServices({ i18n: createTestI18n({ resources: landingTexts }), navigate: jest.fn() });
  const unit = await mountUnit(comingSoonUnit, { services, params: {}, query: {}, pathname });
  mountedUnits.push(unit);
  return { services, unit };
}

test('S1-2.1-14 /UI-CISE2021 is served by this remote as a coming-soon notice', () => {
  expect(campaigns).toContainEqual(expect.objectContaining({ path: '/UI-CISE2021', unit: 'coming-soon' }));
});

test('S2-2-55 the coming-soon page shows an image and text', async () => {
  await mountComingSoon('/UI-CISE2021');
  expect(screen.getByRole('img', { name: 'Ilustrasi halaman segera hadir' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Segera Hadir' })).toBeInTheDocument();
  expect(screen.getByText('Halaman ini sedang kami siapkan. Nantikan kabar selengkapnya dari Klob!')).toBeInTheDocument();
  expect(screen.getByTestId('campaign-headline')).toHaveTextContent('UI CISE 2021');
});

test("S2-2-56 the 'Kembali Ke Klob' button goes to /", async () => {
  const { services, unit } = await mountComingSoon('/UI-CISE2021');
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Kembali Ke Klob' })));
  expect(services.navigate).toHaveBeenCalledWith('/');
  await unit.unmount();
  expect(screen.queryByRole('button', { name: 'Kembali Ke Klob' })).not.toBeInTheDocument();
});
