import { buildIdOf, readBuildInfo } from './build-id';
import { temporaryDir, writeRemoteBuild } from './testing-builds';

let tmp: ReturnType<typeof temporaryDir>;
beforeEach(() => (tmp = temporaryDir('klob-build-id-')));
afterEach(() => tmp.remove());

test("the build id comes from the build's own build-info module: its commit and build time", () => {
  const info = readBuildInfo(writeRemoteBuild(tmp.dir, 'mf_search', { builtAt: '2026-11-27T15:01:52.723Z' }));
  expect(info).toEqual({ app: 'mf_search', version: '0.1.0', commit: 'a699680', builtAt: '2026-11-27T15:01:52.723Z' });
  expect(buildIdOf(info)).toBe('a699680-20261127T150152Z');
});
