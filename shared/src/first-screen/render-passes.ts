import type { ReactNode } from 'react';
import type { FirstScreenData } from '../data/first-screen-data';
import { renderToHtml } from './render-to-html';

/** Render, load what the render asked for, render again: a list that loads its details takes a third pass. */
const MAX_RENDER_PASSES = 3;

type Work = (signal: AbortSignal) => Promise<void>;

/** What one render pass is given to ask for what the next pass needs. */
export interface RenderPass {
  /** Server data: what earlier passes loaded; a key not loaded yet is loaded before the next pass. */
  data: FirstScreenData;
  /** Other work to finish before the next pass (the shell: a slot's unit rendered by its remote), once per key. */
  wait(key: string, work: Work): void;
}

/**
 * A first screen rendered in passes (issue 25), the one loop of the shell's renderer and every unit's: render the
 * tree, run what it asked for, each given up at the deadline, render again; at most MAX_RENDER_PASSES times and not
 * past the deadline. Returns the last markup and the data that loaded well.
 */
export async function renderInPasses(
  deadline: number,
  treeOf: (pass: RenderPass) => ReactNode,
): Promise<{ html: string; data: Record<string, unknown> }> {
  const loaded = new Map<string, { data: unknown } | null>();
  let html = '';
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    const pendingData = new Map<string, Work>();
    const pendingWork = new Map<string, Work>();
    html = await renderToHtml(
      treeOf({
        data: {
          take(key, load) {
            const known = loaded.get(key);
            if (known === undefined) {
              pendingData.set(key, async (signal) => {
                loaded.set(
                  key,
                  await load(signal).then(
                    (value) => ({ data: value }),
                    () => null,
                  ),
                );
              });
            }
            return known ?? undefined;
          },
        },
        wait: (key, work) => pendingWork.set(key, work),
      }),
    );
    if (pendingData.size + pendingWork.size === 0 || pass === MAX_RENDER_PASSES || Date.now() >= deadline) break;
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    await Promise.all([...pendingData.values(), ...pendingWork.values()].map((work) => work(signal)));
  }
  return { html, data: Object.fromEntries([...loaded].flatMap(([key, result]) => (result ? [[key, result.data]] : []))) };
}
