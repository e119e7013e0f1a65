import fs from 'node:fs';
import path from 'node:path';
import { activateBuild, installBuild, servedDirOf } from './deploy-store';
import { entryIntegrityOf, integrityOf, recordEntryIntegrity } from './entry-integrity';
import { remoteStatesReader, withRemoteStates } from './remote-states';
import { readRemoteSwitch, setRemoteDisabled } from './remote-switch';
import { temporaryDir, writeRemoteBuild } from './testing-builds';

let tmp: ReturnType<typeof temporaryDir>;
let root: string;
let dist: string;
beforeEach(() => {
  tmp = temporaryDir('klob-states-');
  root = path.join(tmp.dir, 'deploy');
  dist = writeRemoteBuild(path.join(tmp.dir, 'dist'), 'mf_search', { entry: 'var served = "dist";' });
  servedDirOf(root, 'mf_search', dist);
});
afterEach(() => tmp.remove());

test('the kill switch is a state file: disabled, then enabled, each change reported once', () => {
  expect(readRemoteSwitch(root, 'mf_search').disabled).toBe(false);
  expect(setRemoteDisabled(root, 'mf_search', true)).toBe(true);
  expect(setRemoteDisabled(root, 'mf_search', true)).toBe(false);
  expect(readRemoteSwitch(root, 'mf_search').disabled).toBe(true);
  expect(setRemoteDisabled(root, 'mf_search', false)).toBe(true);
  expect(readRemoteSwitch(root, 'mf_search').disabled).toBe(false);
});

test("the shell's reader sees a switch flipped and a build deployed while it runs", () => {
  const read = remoteStatesReader(root);
  expect(read()).toEqual({});

  setRemoteDisabled(root, 'mf_search', true);
  expect(read()).toEqual({ mf_search: { disabled: true } });

  const distIntegrity = recordEntryIntegrity(root, 'mf_search', dist);
  expect(distIntegrity).toBe(integrityOf('var served = "dist";'));
  expect(read()).toEqual({ mf_search: { disabled: true, integrity: distIntegrity } });

  setRemoteDisabled(root, 'mf_search', false);
  const candidate = writeRemoteBuild(path.join(tmp.dir, 'one'), 'mf_search', { entry: 'var served = "one";' });
  const one = installBuild(root, 'mf_search', candidate, 'one');
  recordEntryIntegrity(root, 'mf_search', one);
  expect(read()).toEqual({ mf_search: { integrity: distIntegrity } });
  activateBuild(root, 'mf_search', one);
  expect(read()).toEqual({ mf_search: { integrity: entryIntegrityOf(one) } });
});

test('the hash is the one recorded, not recomputed: an entry changed by hand no longer matches it', () => {
  const recorded = recordEntryIntegrity(root, 'mf_search', dist);
  fs.appendFileSync(path.join(dist, 'remoteEntry.js'), '\nalert(1);');
  expect(remoteStatesReader(root)().mf_search?.integrity).toBe(recorded);
  expect(entryIntegrityOf(dist)).not.toBe(recorded);
});

test('/remotes.json keeps a plain URL for a remote without state and gives the others entry, hash and switch', () => {
  const manifest = { mf_chat: 'http://localhost:3002/mf-manifest.json', mf_search: 'http://localhost:3003/mf-manifest.json' };
  expect(withRemoteStates(manifest, { mf_search: { integrity: 'sha384-abc', disabled: true } })).toEqual({
    mf_chat: 'http://localhost:3002/mf-manifest.json',
    mf_search: { entry: 'http://localhost:3003/mf-manifest.json', integrity: 'sha384-abc', disabled: true },
  });
});
