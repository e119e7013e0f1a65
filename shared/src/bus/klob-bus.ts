import { createBus } from './create-bus';
import type { KlobEventMap, KlobStateMap } from './channels';
import { initialKlobState } from './channels';

/**
 * The one bus of the platform. `@klob/shared` is a Module Federation singleton,
 * so the shell and every remote get this same instance.
 */
export const klobBus = createBus<KlobStateMap, KlobEventMap>(initialKlobState);
export type KlobBus = typeof klobBus;
