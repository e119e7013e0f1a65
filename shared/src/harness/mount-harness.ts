import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';
import { klobBus } from '../bus/klob-bus';
import type { BusWriter } from '../bus/channel-contracts';
import { createFetchClient } from '../http/fetch-client';
import { createServerDataCache } from '../data/server-data-cache';
import { bindLanguageToBus } from '../i18n/bind-language-to-bus';
import { createKlobI18n, whenI18nReady } from '../i18n/create-klob-i18n';
import { LANGUAGES } from '../i18n/languages';
import type { KlobServices, UnitProps } from '../services/services';
import { fetchEnvironmentConfig } from '../services/environment-config';
import { HarnessUnitSlot } from './harness-unit-slot';
import { APP_ROOT_ID } from '../first-screen/contract';
import { AUTHORIZATION_HEADER, USER_TIMEZONE_HEADER, userTimeZone } from '../services/request-headers';

export interface HarnessOptions {
  /** The remote's units by name, as its expose/ modules export them. */
  units: Record<string, LifeCycles<UnitProps>>;
}

const HARNESS_TOKEN_KEY = 'harness-id-token';

/**
 * Runs a remote alone in development (docs/ARCHITECTURE.md "Run-time composition"): a bare page with a language switch that mounts each unit as a
 * parcel with real services. The dev server proxies the api, so calls are real.
 * Sign in by putting an id token in localStorage['harness-id-token'].
 */
export async function mountHarness({ units }: HarnessOptions): Promise<void> {
  const getIdToken = () => window.localStorage.getItem(HARNESS_TOKEN_KEY);
  const client = createFetchClient({
    baseUrl: window.location.origin,
    getHeaders: () => {
      const token = getIdToken();
      return { [USER_TIMEZONE_HEADER]: userTimeZone(), ...(token ? { [AUTHORIZATION_HEADER]: token } : {}) };
    },
  });
  const i18n = createKlobI18n({ localization: client, language: klobBus.getState('language') });
  const [config] = await Promise.all([fetchEnvironmentConfig(), whenI18nReady(i18n)]);
  bindLanguageToBus(i18n, klobBus);

  const parcels: Parcel<UnitProps>[] = [];
  const routeProps = (): Pick<UnitProps, 'params' | 'query' | 'pathname'> => ({
    params: {},
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    pathname: window.location.pathname,
  });
  const services: KlobServices = {
    http: { service: client, base: client, localization: client },
    navigate: (to) => {
      window.history.pushState(null, '', to);
      for (const parcel of parcels) void parcel.update?.({ ...routeProps(), services });
    },
    auth: { getIdToken, isAuthenticated: () => getIdToken() !== null, requireLogin: () => console.info('[harness] login required') },
    i18n,
    // The harness plays the shell; the units write as their remote, as on the platform.
    bus: klobBus.as(__KLOB_APP__ as BusWriter),
    featureFlags: {},
    config,
    UnitSlot: HarnessUnitSlot,
    pageData: createServerDataCache(),
  };

  const root = document.getElementById(APP_ROOT_ID) ?? document.body;
  const toolbar = document.createElement('nav');
  toolbar.style.cssText = 'display:flex;gap:8px;padding:8px;border-bottom:1px solid #ddd;font:14px sans-serif';
  toolbar.append(`${__KLOB_APP__} harness`);
  for (const language of LANGUAGES) {
    const button = document.createElement('button');
    button.textContent = language.toUpperCase();
    button.onclick = () => klobBus.setState('language', language);
    toolbar.append(button);
  }
  root.append(toolbar);

  for (const [name, lifecycles] of Object.entries(units)) {
    const slot = document.createElement('section');
    slot.dataset.unit = name;
    slot.style.cssText = 'margin:16px;padding:16px;border:1px dashed #bbb';
    root.append(slot);
    parcels.push(mountRootParcel(lifecycles, { domElement: slot, ...routeProps(), services }));
  }
}
