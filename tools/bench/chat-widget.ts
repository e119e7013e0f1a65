import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { appDirOf, distDirOf, runCommand, WORKSPACE_DIR } from '../platform/processes';
import { KB } from './bench-constants';

/**
 * The chat widget's figures (issue 11): its JS (gzip) from mf-chat's build, split into what loads when the
 * shell mounts it for a signed-in user and what loads lazily after (socket.io-client, DOMPurify), and the
 * heap growth of 100 mounts and unmounts. A guest's `/` never mounts it (the slot is for signed-in users),
 * so none of it is in the first load of `/` measured above.
 *
 *   npx tsx tools/bench/chat-widget.ts      (after `pnpm --filter ./mf-chat build`)
 */
const CHAT_WIDGET_UNIT = 'chat-widget';
const LAZY_CHUNKS = ['socket-io-client', 'dompurify'] as const;
// mf-chat's own file, run by its path: tools import no app source (docs/ARCHITECTURE.md "Import boundaries").
const HEAP_BENCH_FILE = path.join(appDirOf('mf_chat'), 'src', 'chat-widget', 'chat-widget.heap-bench.ts');
const HEAP_BENCH_TIMEOUT_MS = 3 * 60_000;

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

export interface ChatWidgetFigures {
  /** gzip bytes of the unit's own module (what the shell fetches to mount it). */
  mountGzipBytes: number;
  /** gzip bytes of each lazily loaded part, by chunk name. */
  lazyGzipBytes: Record<string, number>;
  /** gzip bytes of the other chunks the unit may load (shared with the community popup). */
  otherAsyncGzipBytes: number;
  heap: { cycles: number; growthBytes: number; baselineBytes: number; gcExposed: boolean } | { failure: string };
}

const gzipBytesOf = (file: string) => gzipSync(fs.readFileSync(file)).length;

function weights(): Omit<ChatWidgetFigures, 'heap'> {
  const dist = distDirOf('mf_chat');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: ManifestExpose[] };
  const expose = manifest.exposes.find((entry) => entry.name === CHAT_WIDGET_UNIT);
  if (!expose) throw new Error(`mf-chat's build exposes no ${CHAT_WIDGET_UNIT}: build it first`);
  const lazyGzipBytes: Record<string, number> = {};
  let otherAsyncGzipBytes = 0;
  for (const file of expose.assets.js.async) {
    const lazy = LAZY_CHUNKS.find((name) => file.startsWith(`${name}.`));
    if (lazy) lazyGzipBytes[lazy] = gzipBytesOf(path.join(dist, file));
    else otherAsyncGzipBytes += gzipBytesOf(path.join(dist, file));
  }
  const mountGzipBytes = expose.assets.js.sync.reduce((sum, file) => sum + gzipBytesOf(path.join(dist, file)), 0);
  return { mountGzipBytes, lazyGzipBytes, otherAsyncGzipBytes };
}

/** Runs the heap bench in Jest's mf-chat project (jsdom), with the collector exposed. */
async function heap(): Promise<ChatWidgetFigures['heap']> {
  const require = createRequire(import.meta.url);
  const jestConfig = require(path.join(WORKSPACE_DIR, 'jest.config.cjs')) as { projects: Record<string, unknown>[] };
  const chatProject = jestConfig.projects.find((project) => project.displayName === 'mf-chat');
  if (!chatProject) return { failure: 'no mf-chat project in jest.config.cjs' };
  const rootDir = appDirOf('mf_chat');
  const config = { ...chatProject, rootDir, roots: [rootDir], testMatch: [HEAP_BENCH_FILE] };
  const out = path.join(os.tmpdir(), `chat-widget-heap-${process.pid}.json`);
  const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
  const run = await runCommand(process.execPath, ['--expose-gc', jestBin, '--config', JSON.stringify(config), '--runInBand'], {
    cwd: WORKSPACE_DIR,
    env: { CHAT_HEAP_BENCH_OUT: out },
    timeoutMs: HEAP_BENCH_TIMEOUT_MS,
  });
  if (run.code !== 0 || !fs.existsSync(out)) return { failure: run.output.trim().split('\n').slice(-10).join('\n') };
  const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    cycles: number;
    growthBytes: number;
    baselineBytes: number;
    gcExposed: boolean;
  };
  fs.rmSync(out, { force: true });
  return figures;
}

export async function measureChatWidget(onProgress: (line: string) => void = () => undefined): Promise<ChatWidgetFigures> {
  onProgress('chat widget: weights from mf-chat/dist, heap over 100 mounts...');
  return { ...weights(), heap: await heap() };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function chatWidgetReport(figures: ChatWidgetFigures): string {
  const lazy = Object.entries(figures.lazyGzipBytes).map(([name, bytes]) => `${name} ${kb(bytes)}`);
  const heapLine =
    'failure' in figures.heap
      ? `heap: not measured (${figures.heap.failure})`
      : `heap growth after ${figures.heap.cycles} mounts and unmounts (jsdom): ${kb(figures.heap.growthBytes)}, the community popup in the same harness ${kb(figures.heap.baselineBytes)}${figures.heap.gcExposed ? '' : ' (no gc exposed)'} (limit 1024 KB)`;
  return [
    'chat widget (mf-chat, signed-in users only; not in the first load of / for guests):',
    `  on mount ${kb(figures.mountGzipBytes)} gzip; lazily after: ${lazy.join(', ')}; shared chunks ${kb(figures.otherAsyncGzipBytes)}`,
    `  ${heapLine}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureChatWidget((line) => console.info(`[bench] ${line}`));
  console.info(chatWidgetReport(figures));
  console.info(JSON.stringify(figures, null, 2));
}
