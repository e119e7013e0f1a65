/**
 * The version of the bus contract (its channels, payloads and owners). A unit passes the
 * version it was built with to `createMountable`; this constant is bundled into each app,
 * while the bus itself lives in the `@klob/shared` singleton, so a remote built against
 * another contract is told apart in its own slot. Raise it on any change a built remote
 * would misread (a channel renamed, a payload changed, an owner moved).
 */
export const BUS_VERSION = 1;
