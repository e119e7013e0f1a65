import fs from 'node:fs';
import path from 'node:path';
import { firstLoadVerdict, scriptsBeforeFirstPaintLine } from './first-load-budget';
import type { LoadedScript } from './page-load';

/** A recorded first load of `/`: the shell's scripts and mf-chat's popup, 200,392 bytes transferred in all. */
const homeFirstLoad = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/home-first-load.json'), 'utf8'),
) as LoadedScript[];
const FIXTURE_BYTES = 200_392;

test('a first load at or under the budget passes, one byte over fails with the byte counts and the biggest scripts', () => {
  const within = firstLoadVerdict('/', homeFirstLoad, 204_800);
  expect(within).toMatchObject({ totalBytes: FIXTURE_BYTES, over: false });
  expect(within.message).toBe('/ first-load JS: 200392 bytes transferred in 5 files (195.7 KB) of 204800 (200.0 KB): within budget');
  expect(firstLoadVerdict('/', homeFirstLoad, FIXTURE_BYTES).over).toBe(false);

  const over = firstLoadVerdict('/', homeFirstLoad, FIXTURE_BYTES - 1);
  expect(over.over).toBe(true);
  expect(over.message.split('\n')).toEqual([
    '/ first-load JS: 200392 bytes transferred in 5 files (195.7 KB) of 200391 (195.7 KB): OVER by 1 bytes; biggest scripts:',
    '  151337 bytes  http://localhost:3000/vendors.3f2a9c1b7d.js',
    '  25140 bytes  http://localhost:3000/app.91be22c0aa.js',
    '  12803 bytes  http://localhost:3002/__federation_expose_community_popup.5d1e0f7a21.js',
    '  6902 bytes  http://localhost:3002/remoteEntry.js',
    '  4210 bytes  http://localhost:3000/main.js',
  ]);
});

test('the scripts requested before the first paint are counted against the goal', () => {
  const painted = homeFirstLoad.map((script, index) => ({ ...script, beforeFirstPaint: index < 3 }));
  expect(scriptsBeforeFirstPaintLine('/', painted, 3)).toBe('/: 3 of 5 scripts requested before the first contentful paint (goal 3)');
  expect(scriptsBeforeFirstPaintLine('/', painted, 2)).toBe(
    '/: 3 of 5 scripts requested before the first contentful paint (goal 2, not met)',
  );
});
