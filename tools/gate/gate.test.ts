import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPOSED_MODULES } from '@klob/shared/units';
import type { FederationManifest } from './candidate-build';
import { DEFAULT_REMOTE_BUDGET } from './checks/byte-budget';
import { runGate } from './run-gate';

const SHELL_SHARED: FederationManifest['shared'] = [
  ['react', '19.3.1'],
  ['react-dom', '19.3.1'],
  ['react-dom/client', '19.3.1'],
  ['react/jsx-runtime', '19.3.1'],
  ['@emotion/react', '11.14.0'],
  ['@emotion/react/jsx-runtime', '11.14.0'],
  ['@klob/shared', '1.2.0'],
].map(([name, version]) => ({ name: name!, version: version!, requiredVersion: version, singleton: true }));

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-gate-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build folder shaped like mf-search's real one, changed by `change`. */
function writeBuild(name: string, change: (manifest: FederationManifest, write: (file: string, bytes: Buffer) => void) => void = () => {}) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  const write = (file: string, bytes: Buffer) => fs.writeFileSync(path.join(dir, file), bytes);
  const manifest: FederationManifest = {
    name: 'mf_search',
    metaData: { name: 'mf_search', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: SHELL_SHARED.map((entry) => ({ ...entry })),
    exposes: Object.keys(EXPOSED_MODULES.mf_search).map((unit) => ({
      name: unit,
      path: `./${unit}`,
      assets: { js: { sync: [`${unit}.js`], async: [] } },
    })),
  };
  write('remoteEntry.js', Buffer.from('var mf_search;'));
  write(
    'klob-routes.json',
    Buffer.from(JSON.stringify({ app: 'mf_search', routes: [{ path: '/jobs', access: 'public', unit: 'jobs-page' }] })),
  );
  for (const unit of Object.keys(EXPOSED_MODULES.mf_search)) write(`${unit}.js`, Buffer.from(`/* ${unit} */`));
  change(manifest, write);
  write('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  return dir;
}

const shellDistDir = () =>
  writeBuild('shell', (manifest, write) => {
    manifest.name = 'shell';
    write('klob-routes.json', Buffer.from(JSON.stringify({ app: 'shell', routes: [{ path: '/login', access: 'guest-only' }] })));
  });
const gate = (distDir: string) => runGate({ remote: 'mf-search', distDir, shellDistDir: shellDistDir() }).map(({ message }) => message);

describe('pnpm gate (issue 24): a candidate build against the shell it will run in', () => {
  test('accepts a build that matches the shell', () => {
    expect(gate(writeBuild('good'))).toEqual([]);
  });

  test('refuses a renamed exposed unit, naming both names', () => {
    const dist = writeBuild('renamed', (manifest) => {
      manifest.exposes.find(({ name }) => name === 'search-box')!.name = 'search-bar';
    });
    expect(gate(dist)).toEqual([
      "does not expose './search-box', which the shell loads",
      "exposes './search-bar', which the shell does not know (renamed?)",
    ]);
  });

  test('refuses an incompatible singleton range with the versions of both sides', () => {
    const dist = writeBuild('major', (manifest) => {
      manifest.shared.find(({ name }) => name === '@klob/shared')!.requiredVersion = '^2.0.0';
    });
    expect(gate(dist)).toEqual(['requires @klob/shared@^2.0.0, the shell provides 1.2.0']);
  });

  test('accepts a remote built against an earlier compatible minor of the core', () => {
    const dist = writeBuild('minor', (manifest) => {
      Object.assign(
        manifest.shared.find(({ name }) => name === '@klob/shared')!,
        { version: '1.1.0', requiredVersion: '^1.1.0' },
      );
    });
    expect(gate(dist)).toEqual([]);
  });

  test("refuses a build that shares @emotion/react but leaves its JSX runtime out (the silent loss of the remote's style cache)", () => {
    const dist = writeBuild('no-emotion-jsx', (manifest) => {
      manifest.shared = manifest.shared.filter(({ name }) => name !== '@emotion/react/jsx-runtime');
    });
    expect(gate(dist)).toEqual(['shares @emotion/react but not @emotion/react/jsx-runtime: it would bundle its own copy without an error']);
  });

  test('refuses a build that does not share React at all', () => {
    const dist = writeBuild('own-react', (manifest) => {
      manifest.shared = manifest.shared.filter(({ name }) => name !== 'react');
    });
    expect(gate(dist)).toEqual(["does not share react: its units would run their own copy beside the shell's"]);
  });

  test("refuses a Vite-style build with publicPath '/' and an ESM entry", () => {
    const dist = writeBuild('vite', (manifest) => {
      manifest.metaData.publicPath = '/';
      manifest.metaData.remoteEntry.type = 'module';
    });
    expect(gate(dist)).toEqual([
      "entry type is 'module', the shell loads entries as 'global' scripts",
      "publicPath is '/': chunks would load from the page's origin, not the remote's; build with publicPath 'auto'",
    ]);
  });

  test('refuses a build whose published texts miss an English text or leave one empty', () => {
    const dist = writeBuild('texts', (_manifest, write) => {
      fs.mkdirSync(path.join(root, 'texts', 'locales', 'id'), { recursive: true });
      fs.mkdirSync(path.join(root, 'texts', 'locales', 'en'), { recursive: true });
      write('locales/index.json', Buffer.from(JSON.stringify({ app: 'mf_search', buildId: 'x', namespaces: ['search'] })));
      write('locales/id/search.json', Buffer.from(JSON.stringify({ box: { placeholder: 'Cari lowongan', submit: 'Cari' } })));
      write('locales/en/search.json', Buffer.from(JSON.stringify({ box: { placeholder: ' ' } })));
    });
    expect(gate(dist)).toEqual(['search:box.placeholder is empty in en', 'search:box.submit has no en text']);
  });

  test("refuses a route that collides with the shell's or another remote's, and a route list the shell would refuse", () => {
    const journey = writeBuild('journey', (_manifest, write) =>
      write(
        'klob-routes.json',
        Buffer.from(JSON.stringify({ app: 'mf_journey', routes: [{ path: '/job/:corporateName/:id', access: 'public' }] })),
      ),
    );
    const dist = writeBuild('colliding', (_manifest, write) =>
      write(
        'klob-routes.json',
        Buffer.from(
          JSON.stringify({
            app: 'mf_search',
            routes: [
              { path: '/login', access: 'public', unit: 'jobs-page' },
              { path: '/job/:slug/:code', access: 'public', unit: 'jobs-page' },
            ],
          }),
        ),
      ),
    );
    const problems = runGate({
      remote: 'mf-search',
      distDir: dist,
      shellDistDir: shellDistDir(),
      otherRemoteDirs: { 'mf-journey': journey },
    });
    expect(problems.map(({ message }) => message)).toEqual([
      '/login is already a route of the shell',
      '/job/:slug/:code is already a route of mf-journey',
    ]);
    const invalid = writeBuild('invalid', (_manifest, write) =>
      write(
        'klob-routes.json',
        Buffer.from(JSON.stringify({ app: 'mf_search', routes: [{ path: 'jobs', access: 'guest-only', unit: 'x' }] })),
      ),
    );
    expect(gate(invalid)).toEqual([
      "mf_search route 0 (jobs) has no path starting with '/'",
      "mf_search route 0 (jobs) has access 'guest-only', not public | authenticated-only",
      "mf_search route 0 (jobs) names no unit of mf_search ('x')",
    ]);
  });

  test('refuses an entry over its byte budget, with its size and the budget', () => {
    // Random bytes do not compress: the gzip size stays over the budget.
    const dist = writeBuild('heavy', (_manifest, write) =>
      write('remoteEntry.js', crypto.randomBytes(DEFAULT_REMOTE_BUDGET.entryBytes + 512)),
    );
    expect(gate(dist)).toEqual([expect.stringMatching(/^remoteEntry\.js is 12\.\d KB gzip, over its budget of 12\.0 KB$/)]);
  });

  test('refuses a build whose manifest names the wrong remote or misses files', () => {
    const dist = writeBuild('misnamed', (manifest) => {
      manifest.name = 'mf_serach';
      manifest.exposes.find(({ name }) => name === 'search-page')!.assets.js.sync.push('gone.js');
    });
    expect(gate(dist)).toEqual([
      "name is 'mf_serach', the shell loads this remote as 'mf_search'",
      "'search-page' needs gone.js, which is not in the build",
    ]);
  });

  test('refuses a folder that is not a federation build', () => {
    fs.mkdirSync(path.join(root, 'empty'));
    expect(gate(path.join(root, 'empty'))).toEqual([
      `${path.join(root, 'empty')}: no mf-manifest.json (is this a Module Federation build?)`,
    ]);
  });
});
