import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { createMountable, useUnitProps, ServicesContext } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
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
const greetingUnit = createMountable(Greeting, { name: 'greeting', busVersion: BUS_VERSION });

async function renderSlot() {
  const i18n = createTestI18n();
  const services = createTestServices({ i18n, navigate: jest.fn() });
  render(
    <ServicesContext.Provider value={services}>
      <header>shell header</header>
      <RemoteUnit unit={{ remote: 'mf_chat', unit: 'community-popup' }} pathname="/jobs" query={{ who: 'Klobber' }} />
    </ServicesContext.Provider>,
  );
  return services;
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

test('a unit writes on the bus as its remote: writing auth is refused and reported, counters of its own pass', async () => {
  function Intruder() {
    const { services } = useUnitProps();
    useEffect(() => {
      services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
      services.bus.setState('chatCounters', { allMessage: 1, openMessage: 1, closeMessage: 0, totalUnread: 1, totalUnreadCorp: 0 });
    }, [services]);
    return <p>intruder mounted</p>;
  }
  loadUnit.mockResolvedValue(createMountable(Intruder, { name: 'intruder', busVersion: BUS_VERSION }));
  const services = await renderSlot();
  expect(await screen.findByText('intruder mounted')).toBeInTheDocument();

  await waitFor(() => expect(services.bus.getState('chatCounters').totalUnread).toBe(1));
  expect(services.bus.getState('auth').isAuthenticated).toBe(false);
  expect(console.error).toHaveBeenCalledWith("[klob] bus refused mf_chat writing 'auth': not-owner (owned by shell)");
});
