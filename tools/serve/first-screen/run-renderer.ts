import vm from 'node:vm';
import { createRequire } from 'node:module';
import type { FirstScreenModule } from '@klob/shared/first-screen/contract';

const nodeRequire = createRequire(import.meta.url);
/** What React's server renderer needs from Node; an app's renderer reaches nothing else (no files, no network but `fetch`, no env). */
const ALLOWED_BUILT_INS = new Set(['async_hooks', 'crypto', 'stream', 'util', 'buffer', 'events', 'string_decoder']);

function restrictedRequire(name: string): unknown {
  const bare = name.replace(/^node:/, '');
  if (!ALLOWED_BUILT_INS.has(bare)) throw new Error(`a first-screen renderer may not load '${name}'`);
  return nodeRequire(bare);
}

/**
 * Runs an app's first-screen file (issue 25) in a context of its own: its globals are its own, it is given only
 * what rendering needs, and `process.env` is empty, so a remote's code on this server reads none of its secrets.
 * `assetBase` is the app's origin, for the addresses of its images in the markup.
 */
export function runFirstScreenRenderer(code: string, filename: string, assetBase: string): FirstScreenModule {
  const module = { exports: {} as Partial<FirstScreenModule> };
  const context = vm.createContext({
    module,
    exports: module.exports,
    require: restrictedRequire,
    __klobAssetBase: assetBase,
    process: { env: { NODE_ENV: 'production' } },
    console,
    fetch,
    Headers,
    Request,
    Response,
    AbortController,
    AbortSignal,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    ReadableStream,
    WritableStream,
    TransformStream,
    Buffer,
    setTimeout,
    clearTimeout,
    setImmediate,
    clearImmediate,
    queueMicrotask,
    structuredClone,
    performance,
    MessageChannel,
  });
  vm.runInContext(code, context, { filename });
  const { renderFirstScreen, renderSignedInFrame } = module.exports;
  if (typeof renderFirstScreen !== 'function') throw new Error(`${filename} defines no renderFirstScreen`);
  return typeof renderSignedInFrame === 'function' ? { renderFirstScreen, renderSignedInFrame } : { renderFirstScreen };
}
