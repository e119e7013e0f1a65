import type { RemoteName } from '../units/catalogue';
import type { Schema } from '../validation/schema';
import { KLOB_EVENT_SCHEMAS, KLOB_STATE_SCHEMAS, type KlobEventMap, type KlobStateMap } from './channels';

/** A part of the platform that writes on the bus: the shell or one remote. */
export type BusWriter = 'shell' | RemoteName;

/** Who may write a channel and what a valid payload is; checked at run time on every write. */
export interface ChannelContract<Payload = unknown> {
  /** The parts allowed to write; every part when absent (event channels anyone may emit). */
  owners?: readonly BusWriter[];
  /** The channel's payload schema (`./channels`), the same one its type is inferred from. */
  payload: Schema<Payload>;
  /**
   * An event channel's: an event emitted while nobody listens yet is kept this long, the last one, for its first
   * listener (a request to a unit that is still mounting, e.g. the chat opened from a job page as the page starts).
   */
  heldForMs?: number;
}

type ChannelContracts = {
  state: { [K in keyof KlobStateMap]: ChannelContract<KlobStateMap[K]> };
  events: { [K in keyof KlobEventMap]: ChannelContract<KlobEventMap[K]> };
};

/** Freezes the contracts down to each owner list (the schemas are frozen already): every part shares this one object, so none may loosen a check for the others. */
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

const SHELL_ONLY: readonly BusWriter[] = ['shell'];

/**
 * The owners and payload schemas of every channel (docs/ARCHITECTURE.md "Bus channels"):
 * the shell owns auth, language, offline, the notification counters and the cart count
 * (remotes change those by emitting events); mf-chat owns the chat counters. Frozen.
 */
export const KLOB_CHANNEL_CONTRACTS = frozen({
  state: {
    auth: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.auth },
    language: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.language },
    chatCounters: { owners: ['mf_chat'], payload: KLOB_STATE_SCHEMAS.chatCounters },
    notificationCounters: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.notificationCounters },
    cartCount: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.cartCount },
    offline: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.offline },
    cardPayment: { owners: SHELL_ONLY, payload: KLOB_STATE_SCHEMAS.cardPayment },
  },
  events: {
    toast: { payload: KLOB_EVENT_SCHEMAS.toast },
    // A job's or company's chat button pressed before mf-chat's widget has mounted opens the chat once it has.
    openChat: { payload: KLOB_EVENT_SCHEMAS.openChat, heldForMs: 15_000 },
    logoutRequested: { payload: KLOB_EVENT_SCHEMAS.logoutRequested },
    countersStale: { payload: KLOB_EVENT_SCHEMAS.countersStale },
    confirmDelete: { payload: KLOB_EVENT_SCHEMAS.confirmDelete },
    deleteConfirmed: { owners: SHELL_ONLY, payload: KLOB_EVENT_SCHEMAS.deleteConfirmed },
    fileUploaded: { owners: ['mf_forms'], payload: KLOB_EVENT_SCHEMAS.fileUploaded },
    profileChanged: { owners: ['mf_journey'], payload: KLOB_EVENT_SCHEMAS.profileChanged },
  },
});
