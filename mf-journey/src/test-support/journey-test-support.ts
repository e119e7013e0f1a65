import {
  createFakeHttpClient,
  createTestBus,
  createTestI18n,
  createTestServices,
  createTestUnitProps,
  mountUnit,
  type FakeHttpClient,
} from '@klob/shared/testing';
import type { BusUser, KlobServices } from '@klob/shared';
import { JOURNEY_NAMESPACE } from '../common/use-journey';
import journeyPage from '../expose/journey-page';
import { publishedTexts } from '../texts';

/** The envelope the api wraps every answer in. */
export const envelope = <T>(result: T) => ({ status: 200, message: 'success', result });

/** An answer that never comes: the page stays loading. */
export const never = () => new Promise<never>(() => undefined);

export const SIGNED_IN_USER: BusUser = {
  userId: 'USR-1',
  firstName: 'Kirana',
  lastName: 'Lestari',
  profilePictureUrl: null,
  emailLogin: 'k@klob.id',
};

/** The journey's Indonesian texts, as the shell loads them for the default language. */
const JOURNEY_TEXTS = publishedTexts[JOURNEY_NAMESPACE].id;

/**
 * Services with fake clients and the journey's real Indonesian texts; `signedIn` fills the bus auth channel as the shell
 * does. The units write on the bus as mf-journey, as the shell mounts them; `bus` is the shell's end of it.
 */
export function createJourneyServices({ signedIn = false }: { signedIn?: boolean } = {}) {
  const base = createFakeHttpClient();
  const service = createFakeHttpClient();
  const requireLogin = jest.fn();
  const navigate = jest.fn();
  const bus = createTestBus(signedIn ? { auth: { isAuthenticated: true, isAuthenticating: false, user: SIGNED_IN_USER } } : {});
  const services: KlobServices = createTestServices({
    http: { base, service, localization: createFakeHttpClient() },
    bus: bus.as('mf_journey'),
    navigate,
    i18n: createTestI18n({ resources: { id: { [JOURNEY_NAMESPACE]: JOURNEY_TEXTS } }, defaultNamespace: JOURNEY_NAMESPACE }),
    auth: { getIdToken: () => (signedIn ? 'token' : null), isAuthenticated: () => signedIn, requireLogin },
  });
  return { services, base: base as FakeHttpClient, service: service as FakeHttpClient, requireLogin, navigate, bus };
}

const mounted: Array<() => Promise<void>> = [];

/** Mounts the journey page unit at `pathname` (with `query`), as the shell's route does. */
export async function mountJourneyPage(services: KlobServices, pathname: string, query: Record<string, string> = {}, params = {}) {
  const unit = await mountUnit(journeyPage, createTestUnitProps({ services, pathname, query, params }), { name: 'journey-page-test' });
  mounted.push(() => unit.unmount());
  return unit;
}

/** Unmounts what the tests mounted (call from afterEach). */
export async function unmountJourneyPages() {
  while (mounted.length) await mounted.pop()!();
}
