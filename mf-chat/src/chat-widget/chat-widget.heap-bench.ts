/**
 * Run by tools/bench/chat-widget.ts (by its path: tools import no app source) inside Jest's mf-chat environment (jsdom, `node --expose-gc`), never by
 * `pnpm test` (its name matches no test pattern): the heap growth of 100 mounts and unmounts of the real
 * chat-widget unit for a signed-in user, with the real socket.io client, measured after full collections.
 */
import fs from 'node:fs';
import { createTestUnitProps, mountUnit } from '@klob/shared/testing';
import chatWidget from '../expose/chat-widget';
import communityPopup from '../expose/community-popup';
import type { UnitLifecycles } from '@klob/shared';
import { createChatServices } from './chat-test-support';

jest.mock('socket.io-client', () => jest.requireActual('socket.io-client/dist/socket.io.js'));

const CYCLES = 100;
const WARM_UP_CYCLES = 5;

const collect = async () => {
  for (let pass = 0; pass < 3; pass++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return process.memoryUsage().heapUsed;
};

/** Heap growth of `cycles` mounts and unmounts of `unit`, after a warm-up, between full collections. */
async function growthOf(unit: UnitLifecycles): Promise<number> {
  // One set of services, as the shell gives the same ones to every mount.
  const { services } = createChatServices();
  const props = createTestUnitProps({ services: { ...services, config: { ...services.config, socketUrl: 'http://127.0.0.1:9' } } });
  const cycle = async () => {
    const mounted = await mountUnit(unit, props);
    await mounted.unmount();
  };
  for (let index = 0; index < WARM_UP_CYCLES; index++) await cycle();
  const before = await collect();
  for (let index = 0; index < CYCLES; index++) await cycle();
  return (await collect()) - before;
}

test('chat-widget heap growth over 100 mounts and unmounts, beside the community popup in the same harness', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The community popup (no socket) first: what jsdom and the harness keep on their own.
  const baselineBytes = await growthOf(communityPopup);
  const growthBytes = await growthOf(chatWidget);
  const figures = { cycles: CYCLES, gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function', growthBytes, baselineBytes };
  const out = process.env.CHAT_HEAP_BENCH_OUT;
  if (out) fs.writeFileSync(out, JSON.stringify(figures));
  expect(figures.cycles).toBe(CYCLES);
}, 180_000);
