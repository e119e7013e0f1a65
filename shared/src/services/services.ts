import type { OAuthProvider } from '../api-contract/identity';
import type { i18n as I18n } from 'i18next';
import type { KlobBus } from '../bus/klob-bus';
import type { ComponentType } from 'react';
import type { HttpClient } from './http-client';
import type { UnitRef } from '../units/catalogue';
import type { ServerDataCache } from '../data/server-data-cache';

/** The three clients of spec 1 §7. Service and base send x-user-timezone and the id token. */
export interface HttpClients {
  service: HttpClient;
  base: HttpClient;
  localization: HttpClient;
}

export interface AuthHelpers {
  getIdToken(): string | null;
  isAuthenticated(): boolean;
  /** Stores `targetUrl` (spec 1 §2.8) and sends the visitor to the login screen. */
  requireLogin(targetUrl?: string): void;
}

export interface EnvironmentConfig {
  environment: 'development' | 'production' | 'test';
  /** Base of the api as the browser sees it (the shell proxies it on its own origin). */
  apiBaseUrl: string;
  /** Origin of the chat socket. */
  socketUrl: string;
  /**
   * Where the login page's provider buttons go (spec 1 §2 /linkedin, /sso): each
   * provider's authorize URL, only for the providers this environment configures.
   */
  signInProviders: SignInProviders;
  /** spec 1 §2.6: 'reduced' serves only the reduced route set (/prohirelps2024 and a fallback); absent: every route. */
  routeSet?: 'reduced';
}

/** Authorize URL per sign-in provider; a provider without one has no button. */
export type SignInProviders = Partial<Record<OAuthProvider, string>>;

/** Given by the shell to every mounted unit (docs/ARCHITECTURE.md, "Services and the event bus"). */
export interface KlobServices {
  http: HttpClients;
  navigate(to: string, options?: { replace?: boolean }): void;
  auth: AuthHelpers;
  i18n: I18n;
  bus: KlobBus;
  featureFlags: Readonly<Record<string, boolean>>;
  config: EnvironmentConfig;
  /**
   * Mounts another remote's unit inside a unit (a job page mounts mf-chat's or mf-forms' units):
   * the shell's slot, with its fallback and time limit, so a remote never imports another.
   */
  UnitSlot: ComponentType<UnitSlotProps>;
  /**
   * Server data kept for the page (`useServerData`'s `keepForPage`), one cache for the shell and every unit: what
   * several of them show (`sharedReads`) is read once, and a change invalidates it for all.
   */
  pageData: ServerDataCache;
}

/** What a unit passes to `services.UnitSlot`; the nested unit gets the same path as its host. */
export interface UnitSlotProps {
  unit: UnitRef;
  params?: UnitProps['params'];
  query?: UnitProps['query'];
  className?: string;
}

/** The props every exposed unit receives from the shell's Parcel. */
export interface UnitProps {
  services: KlobServices;
  /** Route params of the shell's route (e.g. { companyId }). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string as key -> value (last value wins). */
  query: Readonly<Record<string, string>>;
  /** The path the shell rendered this unit for. */
  pathname: string;
}
