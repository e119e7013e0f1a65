import { BUS_VERSION } from '../constants/bus';
import { createBus } from './create-bus';
import { KLOB_CHANNEL_CONTRACTS, type BusWriter } from './channel-contracts';
import { initialKlobState, type KlobEventMap, type KlobStateMap } from './channels';

export type KlobBus = ReturnType<typeof createKlobBus>;

/** A platform bus: the shell writes through it; `as(remote)` gives a remote's units their handle. */
export const createKlobBus = (state: KlobStateMap = initialKlobState) =>
  createBus<KlobStateMap, KlobEventMap, BusWriter>(state, { writer: 'shell', version: BUS_VERSION, contracts: KLOB_CHANNEL_CONTRACTS });

/**
 * The one bus of the platform. `@klob/shared` is a Module Federation singleton,
 * so the shell and every remote get this same instance. Writing through it is
 * writing as the shell: a remote's units use `services.bus` (lint keeps them
 * from importing this).
 */
export const klobBus = createKlobBus();
