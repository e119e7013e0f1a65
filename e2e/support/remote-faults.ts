import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { distDirOf, localUrlOf } from '../../tools/platform/processes';
import { E2E_PORTS } from './e2e-platform';

/**
 * Faults of one remote, injected test-side (Playwright routes the page's requests to that remote's
 * origin), so the served builds are never touched. A chunk the browser has executed cannot be
 * replaced without a reload, so the module faults are served as the real build-info module whose
 * `default` export throws or is malformed while the page's fault switch names it; the test lifts
 * the fault by clearing the switch, as a fixed deployment would on the next load.
 */
export const REMOTE_FAULTS = ['server down', 'answers after 20 s', 'throws on mount', 'malformed module'] as const;
/**
 * Faults of a unit on a product page (issue 26): the whole remote's faults above, its entry script answering an
 * error or garbage (a misconfigured server's HTML page), and the unit's lifecycle `mount` throwing although its
 * module loaded.
 */
export const UNIT_FAULTS = [
  'server down',
  'answers after 20 s',
  'entry answers 500',
  'entry answers garbage',
  'unit mount throws',
] as const;
/** A unit that mounts, then throws when its page is left. */
export const UNMOUNT_FAULT = 'unit unmount throws';
export type RemoteFault = (typeof REMOTE_FAULTS)[number] | (typeof UNIT_FAULTS)[number] | typeof UNMOUNT_FAULT;
export type FaultyRemote = 'mf_journey' | 'mf_chat' | 'mf_search' | 'mf_forms' | 'mf_company_landing';

/** "Answers after 20 s" (issue 7): far beyond the slot's limit, short of REMOTE_FETCH_TIMEOUT_MS. */
export const SLOW_ANSWER_MS = 20_000;
const FAULT_SWITCH = '__klobE2eFault';

export const originOf = (remote: FaultyRemote) => localUrlOf(E2E_PORTS, remote);

/** The file of one exposed module's own chunk (`__federation_expose_…`), from the remote's built federation manifest. */
export function exposeChunkOf(remote: FaultyRemote, exposed: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDirOf(remote), 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const sync = manifest.exposes.find((expose) => expose.name === exposed)?.assets.js.sync ?? [];
  const chunk = sync.find((file) => file.startsWith('__federation_expose_')) ?? (sync.length === 1 ? sync[0] : undefined);
  if (!chunk) throw new Error(`${remote}'s manifest names no chunk of its ${exposed}`);
  return chunk;
}

/** The id of the webpack module a remote's entry gives for `exposed`: `"./jobs-page":()=>….then(()=>()=>r(8548))`. */
function exposedModuleIdOf(remote: FaultyRemote, exposed: string): string {
  const entry = fs.readFileSync(path.join(distDirOf(remote), 'remoteEntry.js'), 'utf8');
  const escaped = exposed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`"\\./${escaped}":\\(\\)=>[^}]*?\\.then\\(\\(\\)=>\\(\\)=>\\w+\\(("?[\\w./-]+"?)\\)\\)`).exec(entry);
  if (!match?.[1]) throw new Error(`${remote}'s remoteEntry.js names no module for its ${exposed}`);
  return match[1];
}

/** The file of the remote's './build-info' chunk. */
export const buildInfoChunkOf = (remote: FaultyRemote): string => exposeChunkOf(remote, 'build-info');

/** webpack's chunk: `.push([[chunkId],{moduleId(module,exports,require){body}}]);` (method or arrow form). */
const CHUNK_MODULE = /^([\s\S]*?\.push\(\[\[[^\]]*\],\{)(\d+)(?::\(|\()(\w+),(\w+),(\w+)\)(?:=>)?\{([\s\S]*)\}\}\]\);/;

/** The real chunk, its module wrapped so that reading `default` obeys the page's fault switch. */
function switchableChunk(remote: FaultyRemote, chunkFile: string): string {
  const source = fs.readFileSync(path.join(distDirOf(remote), chunkFile), 'utf8');
  const match = CHUNK_MODULE.exec(source);
  if (!match) throw new Error(`${chunkFile} of ${remote} is not a one-module webpack chunk`);
  const [, head, moduleId, module, exports, require, body] = match;
  const fault = `self[${JSON.stringify(FAULT_SWITCH)}]`;
  return (
    `${head}${moduleId}(${module},${exports},${require}){` +
    `const real={};(function(${module},${exports},${require}){${body}})({exports:real},real,${require});` +
    `Object.defineProperty(${exports},"default",{enumerable:true,get(){` +
    `if(${fault}==="throws")throw new Error("e2e fault: ${remote} build-info throws");` +
    `if(${fault}==="malformed")return{app:42};` +
    `return real.default;}})}}]);`
  );
}

/**
 * The real chunk of an exposed unit, its module's lifecycles wrapped so that `lifecycle` throws while the page's fault
 * switch says so: the module loads and checks as a mountable unit, then that lifecycle fails as a unit's own bug would.
 */
function lifecycleThrowingChunk(remote: FaultyRemote, exposed: string, chunkFile: string, lifecycle: 'mount' | 'unmount'): string {
  const source = fs.readFileSync(path.join(distDirOf(remote), chunkFile), 'utf8').trimEnd();
  const start = source.indexOf('.push([[');
  if (start < 0 || !source.endsWith(');')) throw new Error(`${chunkFile} of ${remote} is not a webpack chunk`);
  const moduleId = exposedModuleIdOf(remote, exposed);
  const fault = `self[${JSON.stringify(FAULT_SWITCH)}]`;
  const wrap =
    `(chunk)=>{const factory=chunk[1][${moduleId}];` +
    `chunk[1][${moduleId}]=function(module,exports,require){factory.call(this,module,exports,require);` +
    `const real=module.exports.default;` +
    `module.exports={__esModule:true,default:{...real,${lifecycle}(props){` +
    `if(${fault}==="unit ${lifecycle} throws")throw new Error("e2e fault: ${remote} ${exposed} ${lifecycle} throws");` +
    `return real.${lifecycle}(props);}}};};return chunk;}`;
  const push = start + '.push('.length;
  return `${source.slice(0, push)}(${wrap})(${source.slice(push, -2)}));`;
}

export interface InjectedFault {
  /** Resolves when the remote's delayed chunk of the faulty module has arrived (slow fault only). */
  arrived: Promise<unknown>;
  /** The remote answers normally from now on. */
  lift(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const GARBAGE_ENTRY = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

/** Injects `fault` for `remote` before the page loads; the module faults hit its `exposed` module (its build info unless told). */
export async function injectFault(page: Page, remote: FaultyRemote, fault: RemoteFault, exposed = 'build-info'): Promise<InjectedFault> {
  const remoteRequests = `${originOf(remote)}/**`;
  const chunkFile = exposeChunkOf(remote, exposed);
  // Only the chunk asked for through the fault's route counts: an answer to the page before (still loading the remote
  // when the fault was injected) would let the test go on while the slow load is still held.
  let chunkRouted = false;
  const arrived =
    fault === 'answers after 20 s'
      ? page.waitForResponse((response) => chunkRouted && response.url().endsWith(chunkFile), { timeout: 3 * SLOW_ANSWER_MS })
      : Promise.resolve();
  switch (fault) {
    case 'server down': {
      await page.route(remoteRequests, (route: Route) => route.abort('connectionrefused'));
      return { arrived, lift: () => page.unroute(remoteRequests) };
    }
    case 'answers after 20 s': {
      // Lifting leaves the route in place: unrouting would let the held requests through at once.
      let slow = true;
      await page.route(remoteRequests, async (route: Route) => {
        if (route.request().url().endsWith(chunkFile)) chunkRouted = true;
        if (slow) await delay(SLOW_ANSWER_MS);
        await route.continue().catch(() => undefined);
      });
      return {
        arrived,
        lift: async () => {
          slow = false;
        },
      };
    }
    case 'entry answers 500':
    case 'entry answers garbage': {
      const entryRequests = `${originOf(remote)}/remoteEntry.js*`;
      await page.route(entryRequests, (route: Route) =>
        fault === 'entry answers 500'
          ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
          : route.fulfill({
              status: 200,
              contentType: 'application/javascript',
              headers: { 'access-control-allow-origin': '*' },
              body: GARBAGE_ENTRY,
            }),
      );
      return { arrived, lift: () => page.unroute(entryRequests) };
    }
    case 'unit mount throws':
    case 'unit unmount throws': {
      const lifecycle = fault === 'unit mount throws' ? 'mount' : 'unmount';
      await page.addInitScript(([name, value]) => Object.assign(window, { [name]: value }), [FAULT_SWITCH, fault] as const);
      await page.route(`${originOf(remote)}/${chunkFile}`, (route: Route) =>
        route.fulfill({ contentType: 'application/javascript', body: lifecycleThrowingChunk(remote, exposed, chunkFile, lifecycle) }),
      );
      return {
        arrived,
        lift: async () => {
          await page.evaluate((name) => Reflect.deleteProperty(window, name), FAULT_SWITCH);
        },
      };
    }
    case 'throws on mount':
    case 'malformed module': {
      const kind = fault === 'throws on mount' ? 'throws' : 'malformed';
      await page.addInitScript(([name, value]) => Object.assign(window, { [name]: value }), [FAULT_SWITCH, kind] as const);
      await page.route(`${originOf(remote)}/${chunkFile}`, (route: Route) =>
        route.fulfill({ contentType: 'application/javascript', body: switchableChunk(remote, chunkFile) }),
      );
      return {
        arrived,
        lift: async () => {
          await page.evaluate((name) => Reflect.deleteProperty(window, name), FAULT_SWITCH);
        },
      };
    }
  }
}
