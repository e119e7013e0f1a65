import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { createMountable, useUnitProps, ServicesContext } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { RemoteUnit } from './remote-unit';
import { loadUnitModule } from './federation';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import { reportParcelErrors } from './parcel-errors';
import { FirstScreenSlotsContext, firstScreenSlotsOfPage } from './first-screen-slots';
import { keepReadAheadSlots, noteFirstScreenComing } from './read-ahead-slots';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';
import { keepClicksOnServerMarkup } from './first-screen-clicks';
import { keepModuleInHand } from './modules-in-hand';
import { PageTakenOver } from '../app/page-taken-over';

jest.mock('./federation', () => ({ loadUnitModule: jest.fn() }));
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
  // As the shell's entry script does, before anything else.
  keepClicksOnServerMarkup();
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

test("issue 25: a unit whose code is in hand (a link read ahead) mounts in its page's own render: its slot never shows the loading box, nothing is loaded again", async () => {
  // The page's unit of another test's; kept for the rest of this file, as a page keeps it.
  keepModuleInHand('mf_search/jobs-page', greetingUnit);
  // The first page is the app's: this slot is rendered by the browser, not taken over from the server's page.
  render(<PageTakenOver />);
  render(
    <ServicesContext.Provider value={createTestServices({ i18n: createTestI18n(), navigate: jest.fn() })}>
      <RemoteUnit unit={{ remote: 'mf_search', unit: 'jobs-page' }} pathname="/jobs" query={{ who: 'Klobber' }} asPage />
    </ServicesContext.Provider>,
  );
  expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  expect(await screen.findByText('mounted at /jobs for Klobber')).toBeInTheDocument();
  expect(loadUnit).not.toHaveBeenCalled();
});

test('a unit that cannot load shows the fallback in its slot only, and retry mounts it', async () => {
  loadUnit.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(greetingUnit);
  await renderSlot();
  const fallback = await screen.findByTestId('slot-fallback-community-popup');
  expect(fallback).toHaveTextContent('Bagian ini sedang tidak tersedia.');
  expect(screen.getByText('shell header')).toBeInTheDocument();

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
  expect(loadUnit).toHaveBeenCalledTimes(2);
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

test('a unit that throws while mounting is mounted afresh on retry, without loading its code again', async () => {
  let failing = true;
  loadUnit.mockResolvedValue({
    ...greetingUnit,
    mount: (props: never) => (failing ? Promise.reject(new Error('mount failed')) : greetingUnit.mount(props)),
  } as never);
  await renderSlot();
  await screen.findByTestId('slot-fallback-community-popup');
  failing = false;
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
  expect(await screen.findByText('mounted at /jobs for Klobber')).toBeInTheDocument();
  expect(loadUnit).toHaveBeenCalledTimes(1);
});

test('a unit whose mount throws over its server markup shows the fallback alone; the retry mounts it with no second copy and does the click made on the markup', async () => {
  const applied = jest.fn();
  const applyUnit = createMountable(
    () => (
      <button type="button" onClick={applied}>
        Lamar
      </button>
    ),
    { name: 'apply', busVersion: BUS_VERSION },
  );
  let failMount: (error: Error) => void = () => undefined;
  const mount = jest
    .fn()
    .mockImplementationOnce(() => new Promise((_, reject) => (failMount = reject)))
    .mockImplementation((props: never) => applyUnit.mount(props));
  loadUnit.mockResolvedValue({ ...applyUnit, mount });
  render(
    <ServicesContext.Provider value={createTestServices({ i18n: createTestI18n(), navigate: jest.fn() })}>
      <FirstScreenSlotsContext.Provider
        value={{ markupOf: () => '<section><button type="button">Lamar</button></section>', handedOut: () => undefined }}
      >
        <RemoteUnit unit={{ remote: 'mf_company_landing', unit: 'campaign-page' }} pathname="/rekrutmen-bankjatim" />
      </FirstScreenSlotsContext.Provider>
    </ServicesContext.Provider>,
  );
  await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Lamar' })));
  await act(async () => failMount(new Error('mount failed')));

  expect(await screen.findByTestId('slot-fallback-campaign-page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Lamar' })).not.toBeInTheDocument();
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
  await waitFor(() => expect(applied).toHaveBeenCalledTimes(1));
  expect(screen.getAllByRole('button', { name: 'Lamar' })).toHaveLength(1);
});

test('a unit whose unmount throws is taken down all the same when its page goes: logged once, nothing thrown out of the page', async () => {
  loadUnit.mockResolvedValue({ ...greetingUnit, unmount: () => Promise.reject(new Error('unmount failed')) });
  const services = createTestServices({ i18n: createTestI18n(), navigate: jest.fn() });
  const view = render(
    <ServicesContext.Provider value={services}>
      <RemoteUnit unit={{ remote: 'mf_chat', unit: 'community-popup' }} pathname="/jobs" query={{ who: 'Klobber' }} />
    </ServicesContext.Provider>,
  );
  await screen.findByText('mounted at /jobs for Klobber');
  view.unmount();
  await waitFor(() =>
    expect(console.error).toHaveBeenCalledWith('[klob] unit mf_chat/community-popup failed to unmount', new Error('unmount failed')),
  );
});

test('a malformed unit module costs only its slot, with one log line naming what is wrong', async () => {
  const logged = jest.mocked(console.error);
  logged.mockClear();
  loadUnit.mockResolvedValue({ mount: 'not a function' } as never);
  await renderSlot();
  expect(await screen.findByTestId('slot-fallback-community-popup')).toBeInTheDocument();
  expect(screen.getByText('shell header')).toBeInTheDocument();
  const klobLines = logged.mock.calls.filter(([message]) => String(message).startsWith('[klob]'));
  expect(klobLines).toHaveLength(1);
  expect(String(klobLines[0]![1])).toContain('mf_chat/community-popup is not a mountable unit');
});

test('a mount that waits on translations past the limit shows the fallback in time; the late mount is taken down', async () => {
  jest.useFakeTimers();
  try {
    let finishMount: () => void = () => undefined;
    const unmount = jest.fn(() => Promise.resolve());
    const mount = jest.fn(() => new Promise<void>((resolve) => (finishMount = resolve)));
    loadUnit.mockResolvedValue({ ...greetingUnit, mount, unmount });
    await renderSlot();
    await waitFor(() => expect(mount).toHaveBeenCalled());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(UNIT_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByTestId('slot-fallback-community-popup')).toBeInTheDocument();
    await act(async () => finishMount());
    expect(unmount).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a remote built against an incompatible @klob/shared fails in its own slot naming both versions, and offers no retry', async () => {
  // The federation runtime's refusal of a singleton whose version does not satisfy the remote's requirement.
  loadUnit.mockRejectedValue(
    new Error(
      '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module @klob/shared does not satisfy the requirement of mf_chat which needs ^2.0.0)',
    ),
  );
  await renderSlot();
  const fallback = await screen.findByTestId('slot-fallback-community-popup');
  expect(fallback).toHaveTextContent(
    'Bagian ini memerlukan @klob/shared ^2.0.0, sedangkan halaman ini memakai 1.1.0, sehingga tidak dapat ditampilkan.',
  );
  expect(fallback).toHaveAttribute('data-reason', 'incompatible');
  expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  expect(screen.getByText('shell header')).toBeInTheDocument();
});

test("issue 25: a followed link's page being read ahead shows its loading slot, then the page's server markup (with its styles) once read, then its unit mounted over it", async () => {
  let unitCame: (unit: Awaited<ReturnType<typeof loadUnitModule>>) => void = () => undefined;
  loadUnit.mockReturnValue(new Promise((resolve) => (unitCame = resolve)));
  let readAheadDone: () => void = () => undefined;
  noteFirstScreenComing('/lowongan', new Promise<void>((resolve) => (readAheadDone = resolve)));
  const { container } = render(
    <ServicesContext.Provider value={createTestServices({ i18n: createTestI18n(), navigate: jest.fn() })}>
      <FirstScreenSlotsContext value={firstScreenSlotsOfPage(document.createElement('div'), '/')}>
        <RemoteUnit unit={{ remote: 'mf_search', unit: 'jobs-page' }} pathname="/lowongan" query={{ who: 'Klobber' }} asPage />
      </FirstScreenSlotsContext>
    </ServicesContext.Provider>,
  );
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

  const serverPage = new DOMParser().parseFromString(
    `<html><head><style data-emotion="css r34d">.css-r34d{color:teal}</style></head>
     <body><div ${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/jobs-page"><h1 class="css-r34d">Lowongan dari server</h1></div></body></html>`,
    'text/html',
  );
  keepReadAheadSlots(new URL('http://localhost/lowongan?who=Klobber'), serverPage);
  await act(async () => readAheadDone());
  expect(await screen.findByRole('heading', { name: 'Lowongan dari server' })).toBeVisible();
  expect(document.head.querySelector('style[data-emotion="css r34d"]')).not.toBeNull();

  await act(async () => unitCame(greetingUnit));
  expect(await screen.findByText('mounted at /lowongan for Klobber')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Lowongan dari server' })).not.toBeInTheDocument();
});

test("issue 25: the header's search box of a page being read ahead asks for its unit only once that page's markup is in", async () => {
  loadUnit.mockReturnValue(new Promise(() => undefined));
  let readAheadDone: () => void = () => undefined;
  noteFirstScreenComing('/cari-lowongan', new Promise<void>((resolve) => (readAheadDone = resolve)));
  const { container } = render(
    <ServicesContext.Provider value={createTestServices({ i18n: createTestI18n(), navigate: jest.fn() })}>
      <RemoteUnit unit={{ remote: 'mf_search', unit: 'search-box' }} pathname="/cari-lowongan" />
    </ServicesContext.Provider>,
  );
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  await act(async () => undefined);
  expect(loadUnit).not.toHaveBeenCalled();
  await act(async () => readAheadDone());
  await waitFor(() => expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_search', unit: 'search-box' }));
});

test('issue 25: markup read ahead for another query of the path is not shown: the page waits for its unit', async () => {
  loadUnit.mockResolvedValue(greetingUnit);
  keepReadAheadSlots(
    new URL('http://localhost/lowongan-lain?who=Klobber&page=2'),
    new DOMParser().parseFromString(`<div ${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/jobs-page"><h1>Halaman 2</h1></div>`, 'text/html'),
  );
  render(
    <ServicesContext.Provider value={createTestServices({ i18n: createTestI18n(), navigate: jest.fn() })}>
      <FirstScreenSlotsContext value={firstScreenSlotsOfPage(document.createElement('div'), '/')}>
        <RemoteUnit unit={{ remote: 'mf_search', unit: 'jobs-page' }} pathname="/lowongan-lain" query={{ who: 'Klobber' }} asPage />
      </FirstScreenSlotsContext>
    </ServicesContext.Provider>,
  );
  expect(await screen.findByText('mounted at /lowongan-lain for Klobber')).toBeInTheDocument();
  expect(screen.queryByText('Halaman 2')).not.toBeInTheDocument();
});
