/**
 * Resolved in place of `use-sync-external-store/shim` by the webpack factory (tools/webpack/create-config.ts):
 * react-i18next imports the shim for React 17, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
