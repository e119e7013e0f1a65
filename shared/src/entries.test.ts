import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as shared from './index';
import * as ui from './ui';
import * as constants from './constants';
import * as format from './format';
import * as validation from './validation';

const IMPORT = /(?:from|import)\s+'([^']+)'/g;

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
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) pending.push(resolveRelative(file, specifier!));
      else packages.add(specifier!);
    }
  }
  return [...packages];
}

describe('package entries', () => {
  test.each(['constants.ts', 'format.ts', 'types.ts', 'validation.ts'])(
    '%s imports no package at all (the api uses it without React)',
    (entry) => {
      expect(packagesReachedFrom(entry)).toEqual([]);
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
      'EXPOSED_UNITS',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });

  test('stateless helpers are separate entries, so the singleton stays small', () => {
    expect(ui).toHaveProperty('Button');
    expect(ui).toHaveProperty('Modal');
    expect(constants).toHaveProperty('chatRoomId');
    expect(format).toHaveProperty('formatRupiah');
    expect(validation).toHaveProperty('isRichTextEmpty');
    for (const name of ['Button', 'Modal', 'formatRupiah', 'isRichTextEmpty']) expect(shared).not.toHaveProperty(name);
  });
});
