import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as shared from './index';
import * as ui from './ui/index';
import * as constants from './constants/index';
import * as format from './format/index';
import * as validation from './validation/index';
import packageJson from '../package.json';

const IMPORT = /(?:from|import)\s+'([^']+)'/g;
const TYPE_ONLY_IMPORT = /(?:import|export)\s+type\s[^;]*?from\s+'[^']+'/gs;

function resolveRelative(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${specifier} from ${fromFile} does not resolve`);
  return found;
}

/** Every package (bare) import reachable from an entry file through relative imports. */
function packagesReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(__dirname, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Type-only imports are erased by the compiler: they load nothing.
    const source = readFileSync(file, 'utf8').replace(TYPE_ONLY_IMPORT, '');
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) pending.push(resolveRelative(file, specifier!));
      else packages.add(specifier!);
    }
  }
  return [...packages];
}

const EXPORTS: Record<string, string> = packageJson.exports;
const README = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
const subpathOf = (key: string) => (key === '.' ? '@klob/shared' : `@klob/shared/${key.slice(2)}`);

describe('package entries', () => {
  test('every exported subpath is a file and is documented in the README; no catch-all', () => {
    for (const [key, target] of Object.entries(EXPORTS)) {
      expect(README).toContain(`\`${subpathOf(key)}\``);
      if (!key.endsWith('/*')) expect(existsSync(resolve(__dirname, '..', target))).toBe(true);
    }
    expect(Object.keys(EXPORTS)).not.toContain('./*');
    expect(Object.keys(EXPORTS).filter((key) => key.endsWith('/*'))).toEqual(['./api-contract/*']);
  });

  test.each(['./constants', './format', './links', './translations', './types', './validation', './units', './routes'])(
    '%s imports no package at all (the api, e2e and tools use it without React)',
    (key) => {
      expect(packagesReachedFrom(`../${EXPORTS[key]}`)).toEqual([]);
    },
  );

  test('the main entry is the run-time contract: bus, services, mounting, i18n, units', () => {
    for (const name of [
      'klobBus',
      'createBus',
      'createMountable',
      'useServices',
      'createKlobI18n',
      'bindLanguageToBus',
      'SlotFallback',
      'HttpError',
      'EXPOSED_MODULES',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });

  test('stateless helpers are separate entries, so the singleton stays small', () => {
    expect(ui).toHaveProperty('Button');
    expect(ui).toHaveProperty('Modal');
    expect(constants).toHaveProperty('chatRoomId');
    expect(format).toHaveProperty('formatRupiah');
    expect(validation).toHaveProperty('phoneProblem');
    for (const name of ['Button', 'Modal', 'formatRupiah', 'phoneProblem']) expect(shared).not.toHaveProperty(name);
  });
});
