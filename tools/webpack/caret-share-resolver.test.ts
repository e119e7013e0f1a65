import { createInstance } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/runtime-core';
import caretShareResolver, { satisfiesCaret } from './caret-share-resolver';

describe('the caret check of the share resolver', () => {
  const ranges = ['^1.2.0', '^1.2.3', '^0.3.0', '^0.3.2', '^0.0.4', '^19.2.0'];
  const versions = ['1.2.0', '1.2.2', '1.2.3', '1.9.0', '2.0.0', '0.3.0', '0.3.5', '0.4.0', '0.0.4', '0.0.5', '19.2.1', '19.1.9'];

  test.each(ranges)('agrees with the federation runtime on every version for %s', (range) => {
    for (const version of versions) expect([version, satisfiesCaret(version, range)]).toEqual([version, satisfy(version, range)]);
  });

  test('leaves other forms to the runtime', () => {
    expect(satisfiesCaret('1.2.0-beta.1', '^1.2.0')).toBeNull();
    expect(satisfiesCaret('1.2.0', '>=1.2.0')).toBeNull();
    expect(satisfiesCaret('1.2.0', '~1.2.0')).toBeNull();
  });
});

describe('a page whose runtime has the share resolver', () => {
  const page = (plugins: ReturnType<typeof caretShareResolver>[]) =>
    createInstance({
      name: `page_${plugins.length}`,
      remotes: [],
      plugins,
      shared: {
        react: { version: '19.2.1', lib: () => ({ from: 'page' }), shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
      },
    });
  const asking = (builtWith: string, requiredVersion: string) => ({
    customShareInfo: { version: builtWith, shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
  });

  test.each([
    ['19.2.1', '^19.2.0'],
    ['19.0.0', '^19.0.0'],
    ['19.2.1', '>=19.0.0'],
  ])('gives a remote built against %s (%s) the page singleton, as the runtime alone does', async (builtWith, range) => {
    for (const plugins of [[], [caretShareResolver()]]) {
      const factory = await page(plugins).loadShare<{ from: string }>('react', asking(builtWith, range));
      expect(factory && factory()).toEqual({ from: 'page' });
    }
  });

  test.each([
    ['20.0.0', '^20.0.0'],
    ['19.3.0', '^19.3.0'],
  ])('refuses a remote built against %s (%s) with the runtime message naming both versions', async (builtWith, range) => {
    const load = () => page([caretShareResolver()]).loadShare('react', asking(builtWith, range));
    await expect(load()).rejects.toThrow(`Version 19.2.1 from page_1 of shared singleton module react does not satisfy the requirement of`);
    await expect(load()).rejects.toThrow(`which needs ${range}`);
  });
});

describe('the resolveShare hook', () => {
  const shared = { version: '19.2.1', from: 'page' };
  const argsFor = (requiredVersion: string) => {
    const runtimeResolver = () => ({ shared: { from: 'the runtime' }, useTreesShaking: false });
    return {
      shareScopeMap: { default: { react: { '19.2.1': shared } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.2.1',
      shareInfo: { shareConfig: { singleton: true, requiredVersion } },
      resolver: runtimeResolver,
    } as unknown as Parameters<NonNullable<ReturnType<typeof caretShareResolver>['resolveShare']>>[0];
  };
  const resolveShare = caretShareResolver().resolveShare!;

  test('answers a satisfied caret range itself, with the registered singleton', () => {
    const args = argsFor('^19.0.0');
    const answered = resolveShare(args) as typeof args;
    expect(answered.resolver).not.toBe(args.resolver);
    expect(answered.resolver()).toEqual({ shared, useTreesShaking: false });
  });

  test.each(['^19.3.0', '>=19.0.0'])('hands %s to the runtime resolver', (range) => {
    const args = argsFor(range);
    expect(resolveShare(args)).toBe(args);
  });
});
