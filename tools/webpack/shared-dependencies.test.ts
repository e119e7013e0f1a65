import path from 'node:path';
import sharedPackage from '../../shared/package.json';
import { createInstance } from '@module-federation/enhanced/runtime';
import { compatibleRange, sharedSingletons, SINGLETON_PACKAGES } from '@klob/shared/federation';

const WORKSPACE = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mf-journey', 'mf-chat', 'mf-search', 'mf-forms', 'mf-company-landing'];
const SHARED_VERSION = sharedPackage.version;

describe('shared singletons', () => {
  test.each(APPS)('%s shares every singleton it uses with a requiredVersion', (app) => {
    const shared = sharedSingletons(path.join(WORKSPACE, app));
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    for (const [request, config] of Object.entries(shared)) {
      expect(SINGLETON_PACKAGES).toContain(request);
      expect(config).toEqual(
        expect.objectContaining({
          singleton: true,
          strictVersion: true,
          requiredVersion: compatibleRange((config as { version: string }).version),
        }),
      );
    }
    expect(shared['@klob/shared']).toEqual({
      singleton: true,
      requiredVersion: compatibleRange(SHARED_VERSION),
      strictVersion: true,
      version: SHARED_VERSION,
    });
  });

  test('the compatible range accepts the minor built against and any later minor of the same major', () => {
    expect(compatibleRange('1.2.5')).toBe('^1.2.0');
    expect(compatibleRange('19.3.1')).toBe('^19.3.0');
    expect(() => compatibleRange('next')).toThrow("'next' is not a semver version");
  });
});

describe('the version check the federation runtime makes for @klob/shared', () => {
  /** A page whose shell provided @klob/shared at `version`, as the share scope holds it after start. */
  function pageWithShared(version: string) {
    return createInstance({
      name: `shell_${version.replace(/\W/g, '_')}`,
      remotes: [],
      shared: {
        '@klob/shared': {
          version,
          lib: () => ({ from: version }),
          shareConfig: { singleton: true, requiredVersion: compatibleRange(version) },
        },
      },
    });
  }
  /** What a remote built with our share config for `builtWith` asks of the page. */
  const remoteRequirement = (builtWith: string) => ({
    customShareInfo: {
      version: builtWith,
      shareConfig: { singleton: true, requiredVersion: compatibleRange(builtWith), strictVersion: true },
    },
  });

  test.each(['1.1.0', '1.0.3'])(
    'a remote built against %s (the same or the previous minor) gets the page singleton 1.1.0',
    async (builtWith) => {
      const page = pageWithShared('1.1.0');
      const factory = await page.loadShare<{ from: string }>('@klob/shared', remoteRequirement(builtWith));
      expect(factory && factory()).toEqual({ from: '1.1.0' });
    },
  );

  test.each([
    ['2.0.0', '^2.0.0'],
    ['0.1.0', '^0.1.0'],
    ['1.2.0', '^1.2.0'],
  ])(
    'a remote built against %s (another major, or a newer minor) is refused with a message naming both versions',
    async (builtWith, range) => {
      const page = pageWithShared('1.1.0');
      const load = async () => page.loadShare('@klob/shared', remoteRequirement(builtWith));
      await expect(load()).rejects.toThrow(
        `Version 1.1.0 from shell_1_1_0 of shared singleton module @klob/shared does not satisfy the requirement of`,
      );
      await expect(load()).rejects.toThrow(`which needs ${range}`);
    },
  );
});
