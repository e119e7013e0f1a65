import { createInstance } from '@module-federation/enhanced/runtime';
import { checkBuildInfo, checkUnitLifecycles, singletonMismatchOf } from './module-checks';

const step = () => Promise.resolve();

test('a unit module needs bootstrap, mount and unmount lifecycles', () => {
  const lifecycles = { bootstrap: step, mount: [step], unmount: step };
  expect(checkUnitLifecycles(lifecycles, 'mf_chat/community-popup')).toBe(lifecycles);
  expect(() => checkUnitLifecycles({ bootstrap: step }, 'mf_chat/community-popup')).toThrow(
    'mf_chat/community-popup is not a mountable unit: no mount, unmount lifecycle',
  );
  expect(() => checkUnitLifecycles('hello', 'mf_chat/community-popup')).toThrow('it exports string');
});

test('build info holds app, version, commit and built-at as strings', () => {
  const info = { app: 'mf_chat', version: '0.1.0', commit: 'abc1234', builtAt: '2026-11-23T09:00:00Z' };
  expect(checkBuildInfo(info, 'mf_chat/build-info')).toBe(info);
  expect(() => checkBuildInfo({ app: 42, version: '1' }, 'mf_chat/build-info')).toThrow(
    'mf_chat/build-info is not build info: no app, commit, builtAt',
  );
});

test("the federation runtime's refusal of a singleton names the package, the range the remote needs and the page's version", async () => {
  // A page that provides @klob/shared 1.1.0, asked for it by a remote built against 2.0.0 (strictVersion).
  const page = createInstance({
    name: 'shell',
    remotes: [],
    shared: { '@klob/shared': { version: '1.1.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.1.0' } } },
  });
  const refusal = await page
    .loadShare('@klob/shared', {
      customShareInfo: { version: '2.0.0', shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true } },
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(singletonMismatchOf(refusal)).toEqual({ package: '@klob/shared', wanted: '^2.0.0', provided: '1.1.0' });
  expect(singletonMismatchOf(new Error('mf_chat/community-popup did not load'))).toBeNull();
  expect(singletonMismatchOf('not an error')).toBeNull();
});
