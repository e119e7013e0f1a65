import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as shared from './index';

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

  test('the main entry offers the bus, mounting, i18n, ui, constants and formatters', () => {
    for (const name of [
      'klobBus',
      'createBus',
      'createMountable',
      'useServices',
      'createKlobI18n',
      'bindLanguageToBus',
      'SlotFallback',
      'Button',
      'Modal',
      'chatRoomId',
      'formatRupiah',
      'isRichTextEmpty',
      'HttpError',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });
});
