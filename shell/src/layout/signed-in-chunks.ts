import { createElement, lazy, type ComponentType } from 'react';
import type { KlobBus } from '@klob/shared';

/** How long the first render of a signed-in page waits for these chunks at most; then it renders with placeholders. */
export const SIGNED_IN_CHUNKS_WAIT_MS = 1000;

/**
 * A component of its own chunk that renders at once when its chunk is already in: React.lazy alone would suspend
 * on the first render even then (it reads a loaded module one microtask later) and show its fallback for a frame.
 */
function chunkComponent<Module extends { default: ComponentType }>(load: () => Promise<Module>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<Module> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed preload leaves the component's own first load to ask again
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  const Component = () => createElement(loaded ?? Lazy);
  return { Component, load: loadOnce };
}

// What only a signed-in user's pages have, each in its own chunk: a guest's `/` loads none of it.
const header = chunkComponent(() => import('../menus/signed-in-header'));
const parts = chunkComponent(() => import('./signed-in-parts'));
const overlays = chunkComponent(() => import('../overlays/signed-in/signed-in-overlays'));

/** Notifications, messages, cart and the avatar ring of the header. */
export const SignedInHeader = header.Component;
/** The side menu or bottom bar, and the card payment script of /home pages. */
export const SignedInParts = parts.Component;
/** The notification widget, onboarding and the other signed-in overlays. */
export const SignedInOverlays = overlays.Component;

/** Asks for the signed-in chunks at the very start, beside the shell's own, when someone is signed in (issue 25). */
export function preloadSignedInChunks(): void {
  for (const chunk of [header, parts, overlays]) chunk.load().catch(() => undefined);
}

/**
 * What the first render of a signed-in page waits for (at most SIGNED_IN_CHUNKS_WAIT_MS): the signed-in chunks, and
 * the header's last counts put back on the bus. A signed-in page has no server markup to show meanwhile, and drawn in
 * one go the header, side menu and notification widget do not move the page when they come in.
 */
export function whenSignedInPartsIn(bus: KlobBus): Promise<void> {
  const headerIn = header.load().then(({ rememberHeaderCounters }) => rememberHeaderCounters(bus));
  const allIn = Promise.all([headerIn, parts.load(), overlays.load()]).then(
    () => undefined,
    () => undefined, // a chunk that failed is the component's to load (and report) when it renders
  );
  return Promise.race([allIn, new Promise<void>((resolve) => setTimeout(resolve, SIGNED_IN_CHUNKS_WAIT_MS))]);
}
