import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../serve/serve-app';
import { activateBuild, deployedBuildsOf, installBuild, pruneBuilds, restoreBuilds, rollbackBuild, servedDirOf } from './deploy-store';
import { temporaryDir, writeRemoteBuild } from './testing-builds';

let tmp: ReturnType<typeof temporaryDir>;
let root: string;
let dist: string;
let server: FastifyInstance | null = null;
beforeEach(() => {
  tmp = temporaryDir('klob-deploy-');
  root = path.join(tmp.dir, 'deploy');
  dist = writeRemoteBuild(path.join(tmp.dir, 'mf-search', 'dist'), 'mf_search', { entry: 'var served = "dist";' });
});
afterEach(async () => {
  await server?.close();
  server = null;
  tmp.remove();
});

const candidate = (name: string) =>
  writeRemoteBuild(path.join(tmp.dir, 'candidates', name), 'mf_search', { entry: `var served = "${name}";` });

test('before any deploy a remote serves its own dist/, which no deploy or rollback ever writes', () => {
  const served = servedDirOf(root, 'mf_search', dist);
  expect(fs.realpathSync(served)).toBe(fs.realpathSync(dist));
  const distBefore = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
  activateBuild(root, 'mf_search', installBuild(root, 'mf_search', candidate('one'), 'one'));
  rollbackBuild(root, 'mf_search');
  expect(fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8')).toBe(distBefore);
  expect(deployedBuildsOf(root, 'mf_search').current).toBe(dist);
});

test('a deploy flips the running server to the new build from the next request, and rollback flips it back, without a restart', async () => {
  const served = servedDirOf(root, 'mf_search', dist);
  server = await serveApp({ root: served, port: 0, host: '127.0.0.1', cors: true });
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  const entry = () => fetch(`http://127.0.0.1:${address.port}/remoteEntry.js`).then((response) => response.text());
  expect(await entry()).toBe('var served = "dist";');

  activateBuild(root, 'mf_search', installBuild(root, 'mf_search', candidate('one'), 'one'));
  expect(await entry()).toBe('var served = "one";');

  rollbackBuild(root, 'mf_search');
  expect(await entry()).toBe('var served = "dist";');
});

test('the previous build is kept for rollback, a second rollback undoes the first, and only those two builds are kept', () => {
  servedDirOf(root, 'mf_search', dist);
  const one = installBuild(root, 'mf_search', candidate('one'), 'one');
  activateBuild(root, 'mf_search', one);
  const two = installBuild(root, 'mf_search', candidate('two'), 'two');
  activateBuild(root, 'mf_search', two);
  expect(pruneBuilds(root, 'mf_search')).toEqual([]);
  expect(deployedBuildsOf(root, 'mf_search')).toEqual({ current: two, previous: one });

  rollbackBuild(root, 'mf_search');
  expect(deployedBuildsOf(root, 'mf_search')).toEqual({ current: one, previous: two });
  rollbackBuild(root, 'mf_search');
  expect(deployedBuildsOf(root, 'mf_search')).toEqual({ current: two, previous: one });

  const three = installBuild(root, 'mf_search', candidate('three'), 'three');
  activateBuild(root, 'mf_search', three);
  expect(pruneBuilds(root, 'mf_search')).toEqual([one]);
  expect(fs.existsSync(one)).toBe(false);
});

test('a failed deploy is undone: both links as before, and pruning removes the failed build', () => {
  servedDirOf(root, 'mf_search', dist);
  const one = installBuild(root, 'mf_search', candidate('one'), 'one');
  activateBuild(root, 'mf_search', one);
  const broken = installBuild(root, 'mf_search', candidate('broken'), 'broken');
  const before = activateBuild(root, 'mf_search', broken);
  restoreBuilds(root, 'mf_search', before);
  expect(deployedBuildsOf(root, 'mf_search')).toEqual({ current: one, previous: dist });
  expect(pruneBuilds(root, 'mf_search')).toEqual([broken]);
});

test('the same build id deployed twice gets its own folder; a rollback without a previous build says so', () => {
  servedDirOf(root, 'mf_search', dist);
  const first = installBuild(root, 'mf_search', candidate('one'), 'same');
  const second = installBuild(root, 'mf_search', candidate('one'), 'same');
  expect(second).toBe(`${first}.2`);
  expect(() => rollbackBuild(root, 'mf_search')).toThrow('mf-search has no previous build to roll back to');
});
