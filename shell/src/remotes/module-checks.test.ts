import { checkBuildInfo, checkUnitLifecycles } from './module-checks';

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
