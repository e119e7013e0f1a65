import fs from 'node:fs';
import path from 'node:path';
import { checkBuild } from './build-check';
import { buildIdOf, readBuildInfo } from './build-id';
import { temporaryDir, writeRemoteBuild } from './testing-builds';

let tmp: ReturnType<typeof temporaryDir>;
beforeEach(() => (tmp = temporaryDir('klob-check-')));
afterEach(() => tmp.remove());

test('a build with its manifest, its entry and every module the shell loads from it passes', () => {
  expect(checkBuild('mf_search', writeRemoteBuild(tmp.dir, 'mf_search'))).toEqual([]);
});

test('a build missing an exposed module of the map is refused with one line naming it', () => {
  const dist = writeRemoteBuild(tmp.dir, 'mf_search', { exposes: ['build-info', 'search-box', 'search-page', 'jobs-page'] });
  expect(checkBuild('mf_search', dist)).toEqual([
    "mf-manifest.json does not expose './companies-page', which the shell loads from mf_search",
  ]);
});

test('a build of another remote, or without entry or manifest, is refused, each problem on its own line', () => {
  const other = writeRemoteBuild(path.join(tmp.dir, 'other'), 'mf_chat');
  expect(checkBuild('mf_search', other)).toContain("mf-manifest.json names the federation 'mf_chat', expected 'mf_search'");

  const noEntry = writeRemoteBuild(path.join(tmp.dir, 'no-entry'), 'mf_search');
  fs.rmSync(path.join(noEntry, 'remoteEntry.js'));
  expect(checkBuild('mf_search', noEntry)).toEqual([`remoteEntry.js is missing from ${noEntry}`]);

  const noManifest = writeRemoteBuild(path.join(tmp.dir, 'no-manifest'), 'mf_search');
  fs.writeFileSync(path.join(noManifest, 'mf-manifest.json'), '{ not json');
  expect(checkBuild('mf_search', noManifest)[0]).toMatch(/^mf-manifest\.json is not JSON/);

  expect(checkBuild('mf_search', path.join(tmp.dir, 'nothing'))).toEqual([`${path.join(tmp.dir, 'nothing')} is not a folder`]);
});

test("the build id comes from the build's own build-info module: its commit and build time", () => {
  const info = readBuildInfo(writeRemoteBuild(tmp.dir, 'mf_search', { builtAt: '2026-11-27T15:01:52.723Z' }));
  expect(info).toEqual({ app: 'mf_search', version: '0.1.0', commit: 'a699680', builtAt: '2026-11-27T15:01:52.723Z' });
  expect(buildIdOf(info)).toBe('a699680-20261127T150152Z');
});
