import path from 'node:path';
import sharedPackage from '../../shared/package.json';
import { createInstance } from '@module-federation/enhanced/runtime';
import { sharedSingletons, SINGLETON_PACKAGES } from './shared-dependencies';

const WORKSPACE = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mf-journey', 'mf-chat', 'mf-search', 'mf-forms', 'mf-company-landing'];
const SHARED_VERSION = sharedPackage.version;

describe('shared singletons', () => {
  test.each(APPS)('%s shares every singleton it uses with a requiredVersion', (app) => {
    const shared = sharedSingletons(path.join(WORKSPACE, app));
    expect(Object.keys(shared).length).toBeGreaterThan(0);
    for (const [request, config] of Object.entries(shared)) {
      expect(SINGLETON_PACKAGES).toContain(request);
      expect(config).toEqual(expect.objectContaining({ singleton: true, requiredVersion: expect.any(String) }));
    }
    expect(shared['@klob/shared']).toEqual({
      singleton: true,
      requiredVersion: `^${SHARED_VERSION}`,
      strictVersion: true,
      version: SHARED_VERSION,
    });
  });
});

describe('the version check the federation runtime makes for @klob/shared', () => {
  /** A page whose shell provided @klob/shared at `version`, as the share scope holds it after start. */
  function pageWithShared(version: string) {
    return createInstance({
      name: `shell_${version.replace(/\W/g, '_')}`,
      remotes: [],
      shared: {
        '@klob/shared': { version, lib: () => ({ from: version }), shareConfig: { singleton: true, requiredVersion: `^${version}` } },
      },
    });
  }
  /** What a remote built with our share config for `builtWith` asks of the page. */
  const remoteRequirement = (builtWith: string) => ({
    customShareInfo: {
      version: builtWith,
      shareConfig: { singleton: true, requiredVersion: `^${builtWith}`, strictVersion: true },
    },
  });

  test('a remote built against the same minor gets the page singleton', async () => {
    const page = pageWithShared('0.1.0');
    const factory = await page.loadShare<{ from: string }>('@klob/shared', remoteRequirement('0.1.0'));
    expect(factory && factory()).toEqual({ from: '0.1.0' });
  });

  test('a remote built against an incompatible @klob/shared is refused with a message naming both versions', async () => {
    const page = pageWithShared('0.1.0');
    const load = async () => page.loadShare('@klob/shared', remoteRequirement('0.2.0'));
    await expect(load()).rejects.toThrow(/0\.1\.0[\s\S]*\^0\.2\.0|\^0\.2\.0[\s\S]*0\.1\.0/);
  });
});
