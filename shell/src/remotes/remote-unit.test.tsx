import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMountable, useUnitProps } from '@klob/shared';
import { ShellServicesContext } from '../app/shell-services-context';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { RemoteUnit } from './remote-unit';
import { loadUnitModule, resetRemote } from './federation';
import { reportParcelErrors } from './parcel-errors';

jest.mock('./federation', () => ({ loadUnitModule: jest.fn(), resetRemote: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

function Greeting() {
  const { pathname, query } = useUnitProps();
  return (
    <p>
      mounted at {pathname} for {query.who}
    </p>
  );
}
const greetingUnit = createMountable(Greeting, { name: 'greeting' });

async function renderSlot() {
  const i18n = createTestI18n();
  const services = createTestServices({ i18n, navigate: jest.fn() });
  render(
    <ShellServicesContext.Provider value={services}>
      <header>shell header</header>
      <RemoteUnit unit={{ remote: 'mf_chat', unit: 'community-popup' }} pathname="/jobs" query={{ who: 'Klobber' }} />
    </ShellServicesContext.Provider>,
  );
}

let stopReporting: () => void;
beforeAll(() => {
  stopReporting = reportParcelErrors();
});
afterAll(() => stopReporting());

beforeEach(() => {
  loadUnit.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a unit is mounted as a parcel with the route props and the services', async () => {
  loadUnit.mockResolvedValue(greetingUnit);
  await renderSlot();
  expect(await screen.findByText('mounted at /jobs for Klobber')).toBeInTheDocument();
  expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_chat', unit: 'community-popup' });
});

test('a unit that cannot load shows the fallback in its slot only, and retry mounts it', async () => {
  loadUnit.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(greetingUnit);
  await renderSlot();
  const fallback = await screen.findByTestId('slot-fallback-community-popup');
  expect(fallback).toHaveTextContent('Bagian ini sedang tidak tersedia.');
  expect(screen.getByText('shell header')).toBeInTheDocument();

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
  expect(resetRemote).toHaveBeenCalledWith('mf_chat');
  expect(await screen.findByText('mounted at /jobs for Klobber')).toBeInTheDocument();
  expect(screen.queryByTestId('slot-fallback-community-popup')).not.toBeInTheDocument();
});

test('a unit that throws while mounting shows the fallback', async () => {
  loadUnit.mockResolvedValue({ ...greetingUnit, mount: () => Promise.reject(new Error('mount failed')) });
  await renderSlot();
  expect(await screen.findByTestId('slot-fallback-community-popup')).toBeInTheDocument();
});
