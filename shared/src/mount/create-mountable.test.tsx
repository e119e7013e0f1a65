import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from '@klob/shared/react-i18n';
import type { UnitProps } from '../services/services';
import { createTestI18n, createTestServices, createTestUnitProps } from '../testing/test-services';
import { mountUnit, outsideAct as lifecycle, type LifecycleProps } from '../testing/mount-unit';
import { BUS_VERSION } from '../constants/bus';
import { createMountable, type UnitLifecycles } from './create-mountable';
import { useServices } from './services-context';
import { useUnitProps } from './unit-props-context';
import { UnitErrorBoundary } from './unit-error-boundary';
import { createKlobI18n, TRANSLATIONS_WAIT_MS, whenI18nReady } from '../i18n/create-klob-i18n';
import { createFakeHttpClient } from '../testing/fake-http-client';

let container: HTMLElement;
let mountedUnits: Array<{ lifecycles: UnitLifecycles; props: LifecycleProps }>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  mountedUnits = [];
});

afterEach(async () => {
  for (const { lifecycles, props } of mountedUnits) await lifecycle(() => lifecycles.unmount(props));
  container.remove();
  jest.restoreAllMocks();
});

/** Mounts with the shared test helper into this test's container, unmounted after each test. */
async function mountInContainer(lifecycles: UnitLifecycles, unitProps: UnitProps, name?: string): Promise<LifecycleProps> {
  const { props } = await mountUnit(lifecycles, unitProps, { name, domElement: container });
  mountedUnits.push({ lifecycles, props });
  return props;
}

function Greeting({ pathname }: UnitProps) {
  const { t } = useTranslation('greeting');
  const services = useServices();
  return (
    <p>
      {t('hello')} {pathname} {services.config.environment}
    </p>
  );
}

describe('createMountable', () => {
  test('mount renders the unit with its props, services and translations; unmount removes it', async () => {
    const i18n = createTestI18n({ resources: { id: { greeting: { hello: 'Halo' } }, en: { greeting: { hello: 'Hello' } } } });
    const lifecycles = createMountable(Greeting, { name: 'greeting', namespaces: ['greeting'], busVersion: BUS_VERSION });
    const props = await mountInContainer(lifecycles, createTestUnitProps({ services: createTestServices({ i18n }), pathname: '/home' }));

    expect(screen.getByText('Halo /home test')).toBeInTheDocument();

    await lifecycle(() => lifecycles.unmount(props));
    mountedUnits = [];
    expect(screen.queryByText(/Halo/)).not.toBeInTheDocument();
  });

  test('a hanging localization call delays the first render at most TRANSLATIONS_WAIT_MS; the texts fill in when they arrive', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const localization = createFakeHttpClient({
      'GET /locale/open/fetch/klob-id/id/greeting': () => new Promise((resolve) => (answer = resolve)),
    });
    const i18n = createKlobI18n({ localization });
    await whenI18nReady(i18n);
    const lifecycles = createMountable(Greeting, { name: 'greeting', namespaces: ['greeting'], busVersion: BUS_VERSION });
    jest.useFakeTimers();
    try {
      let mounted = false;
      void mountUnit(lifecycles, createTestUnitProps({ services: createTestServices({ i18n }), pathname: '/home' })).then(
        () => (mounted = true),
      );
      await jest.advanceTimersByTimeAsync(TRANSLATIONS_WAIT_MS - 1);
      expect(mounted).toBe(false);
      // React schedules the first render on timers too: let them run until the mount is done.
      while (!mounted) await jest.advanceTimersByTimeAsync(10);
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByText('hello /home test')).toBeInTheDocument();

    await act(async () => answer({ status: 200, data: { id: { greeting: { hello: 'Halo' } } } }));
    expect(await screen.findByText('Halo /home test')).toBeInTheDocument();
  });

  test('mount waits for the unit namespaces, so the first render shows texts, not keys', async () => {
    const i18n = createTestI18n();
    const loadNamespaces = jest.spyOn(i18n, 'loadNamespaces').mockImplementation(async () => {
      i18n.addResourceBundle('id', 'greeting', { hello: 'Halo' });
    });
    const lifecycles = createMountable(Greeting, { name: 'greeting', namespaces: ['greeting'], busVersion: BUS_VERSION });
    await mountInContainer(lifecycles, createTestUnitProps({ services: createTestServices({ i18n }) }));

    expect(loadNamespaces).toHaveBeenCalledWith(['greeting']);
    expect(screen.getByText('Halo / test')).toBeInTheDocument();
  });

  test('a language change on the shared i18n instance re-renders the unit texts', async () => {
    const i18n = createTestI18n({ resources: { id: { greeting: { hello: 'Halo' } }, en: { greeting: { hello: 'Hello' } } } });
    await mountInContainer(
      createMountable(Greeting, { name: 'greeting', namespaces: ['greeting'], busVersion: BUS_VERSION }),
      createTestUnitProps({ services: createTestServices({ i18n }) }),
    );

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello / test')).toBeInTheDocument();
  });

  test('update passes new props to the mounted unit', async () => {
    const lifecycles = createMountable(
      function Path() {
        return <p>path {useUnitProps().pathname}</p>;
      },
      { name: 'path', busVersion: BUS_VERSION },
    );
    const props = await mountInContainer(lifecycles, createTestUnitProps({ pathname: '/a' }));
    await lifecycle(() => lifecycles.update!({ ...props, pathname: '/b' }));
    // single-spa-react resolves update from a timeout queued while its root renders, which a busy
    // machine can run before React commits: the new props are on screen soon after, not at once.
    expect(await screen.findByText('path /b')).toBeInTheDocument();
  });

  test('a throwing unit shows the slot fallback with a retry, and retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('boom');
      return <p>unit is back</p>;
    }
    await mountInContainer(createMountable(Fragile, { name: 'fragile', busVersion: BUS_VERSION }), createTestUnitProps());

    const fallback = screen.getByTestId('slot-fallback-fragile');
    expect(fallback).toHaveTextContent('Bagian ini sedang tidak tersedia.');
    expect(screen.queryByText('unit is back')).not.toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(screen.getByText('unit is back')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-fallback-fragile')).not.toBeInTheDocument();
  });

  test('retry gives the unit a fresh state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Counter() {
      const [clicks, setClicks] = useState(0);
      if (clicks === 2) throw new Error('two clicks');
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          clicks {clicks}
        </button>
      );
    }
    await mountInContainer(createMountable(Counter, { name: 'counter', busVersion: BUS_VERSION }), createTestUnitProps());
    await userEvent.click(screen.getByRole('button', { name: 'clicks 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'clicks 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
  });

  test('a crash of one unit leaves another mounted unit working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    await mountInContainer(createMountable(Broken, { name: 'broken', busVersion: BUS_VERSION }), createTestUnitProps(), 'broken');
    const healthy = await mountUnit(
      createMountable(() => <p>healthy unit</p>, { name: 'healthy', busVersion: BUS_VERSION }),
      createTestUnitProps(),
      {
        name: 'healthy',
      },
    );

    expect(screen.getByTestId('slot-fallback-broken')).toBeInTheDocument();
    expect(screen.getByText('healthy unit')).toBeInTheDocument();
    await healthy.unmount();
  });

  test('the fallback speaks the language of the shell', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    const services = createTestServices({ i18n: createTestI18n({ language: 'en' }) });
    await mountInContainer(createMountable(Broken, { name: 'broken', busVersion: BUS_VERSION }), createTestUnitProps({ services }));
    expect(screen.getByTestId('slot-fallback-broken')).toHaveTextContent('This section is not available right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('useUnitProps', () => {
  test('outside a mounted unit it says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Outside() {
      useUnitProps();
      return null;
    }
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <UnitErrorBoundary unitName="outside">
          <Outside />
        </UnitErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('slot-fallback-outside')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[klob] unit outside crashed',
      new Error('useUnitProps() is used outside a mounted Klob unit'),
    );
  });
});

describe('createMountable and the bus version', () => {
  test('a unit built against another bus version shows why in its own slot and never renders', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createMountable(() => <p>new unit</p>, { name: 'from-the-future', busVersion: BUS_VERSION + 1 });
    await mountInContainer(lifecycles, createTestUnitProps());

    const fallback = screen.getByTestId('slot-fallback-from-the-future');
    expect(fallback).toHaveTextContent('Bagian ini dibuat untuk versi platform lain dan tidak dapat ditampilkan.');
    expect(fallback).toHaveAttribute('data-reason', 'incompatible');
    expect(screen.queryByText('new unit')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      `[klob] unit from-the-future was built against bus version ${BUS_VERSION + 1}; this page runs version ${BUS_VERSION}`,
    );
  });
});
