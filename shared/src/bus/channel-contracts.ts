import { isLanguage } from '../i18n/languages';
import type { RemoteName } from '../units/catalogue';
import type { KlobEventMap, KlobStateMap } from './channels';

/** A part of the platform that writes on the bus: the shell or one remote. */
export type BusWriter = 'shell' | RemoteName;

/** Who may write a channel and what a valid payload is; checked at run time on every write. */
export interface ChannelContract {
  /** The parts allowed to write; every part when absent (event channels anyone may emit). */
  owners?: readonly BusWriter[];
  isValid(value: unknown): boolean;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const countsOf =
  (...keys: string[]) =>
  (value: unknown) =>
    isObject(value) && keys.every((key) => isCount(value[key]));
const isOptional = (value: unknown, check: (present: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const TOAST_KINDS: readonly unknown[] = ['success', 'info', 'warning', 'danger'];
const LOGOUT_REASONS: readonly unknown[] = ['user', 'session-expired'];
const STALE_COUNTERS: readonly unknown[] = ['notifications', 'cart'];

type ChannelContracts = {
  state: Record<keyof KlobStateMap, ChannelContract>;
  events: Record<keyof KlobEventMap, ChannelContract>;
};

/** Freezes the contracts down to each owner list: every part shares this one object, so none may loosen a check for the others. */
const frozen = (contracts: ChannelContracts): Readonly<ChannelContracts> => {
  for (const group of [contracts.state, contracts.events] as Record<string, ChannelContract>[]) {
    for (const contract of Object.values(group)) {
      if (contract.owners) Object.freeze(contract.owners);
      Object.freeze(contract);
    }
    Object.freeze(group);
  }
  return Object.freeze(contracts);
};

/**
 * The owners and payload checks of every channel (docs/ARCHITECTURE.md "Bus channels"):
 * the shell owns auth, language, offline, the notification counters and the cart count
 * (remotes change those by emitting events); mf-chat owns the chat counters. Frozen.
 */
export const KLOB_CHANNEL_CONTRACTS = frozen({
  state: {
    auth: {
      owners: ['shell'],
      isValid: (value) =>
        isObject(value) &&
        typeof value.isAuthenticated === 'boolean' &&
        typeof value.isAuthenticating === 'boolean' &&
        (value.user === null || (isObject(value.user) && isString(value.user.userId))),
    },
    language: { owners: ['shell'], isValid: isLanguage },
    chatCounters: { owners: ['mf_chat'], isValid: countsOf('allMessage', 'openMessage', 'closeMessage', 'totalUnread', 'totalUnreadCorp') },
    notificationCounters: {
      owners: ['shell'],
      isValid: countsOf('calendarUnread', 'newsInfoUnread', 'helpMessageUnread', 'corporateUnread'),
    },
    cartCount: { owners: ['shell'], isValid: isCount },
    offline: { owners: ['shell'], isValid: (value) => typeof value === 'boolean' },
    cardPayment: { owners: ['shell'], isValid: (value) => value === null || (isObject(value) && typeof value.tokenize === 'function') },
  },
  events: {
    toast: {
      isValid: (value) =>
        isObject(value) &&
        TOAST_KINDS.includes(value.kind) &&
        isString(value.message) &&
        isOptional(value.title, isString) &&
        isOptional(value.durationMs, isCount),
    },
    openChat: { isValid: (value) => isObject(value) && isString(value.corporateId) && isOptional(value.vacancy, isObject) },
    logoutRequested: { isValid: (value) => isObject(value) && LOGOUT_REASONS.includes(value.reason) },
    countersStale: { isValid: (value) => isObject(value) && STALE_COUNTERS.includes(value.counter) },
    confirmDelete: {
      isValid: (value) =>
        isObject(value) &&
        isOptional(value.requestId, isString) &&
        isOptional(value.title, isString) &&
        isOptional(value.message, isString),
    },
    deleteConfirmed: { owners: ['shell'], isValid: (value) => isObject(value) && isString(value.requestId) },
    fileUploaded: {
      owners: ['mf_forms'],
      isValid: (value) =>
        isObject(value) &&
        isString(value.uploadId) &&
        isString(value.url) &&
        isString(value.fileName) &&
        typeof value.present === 'boolean',
    },
  },
});
