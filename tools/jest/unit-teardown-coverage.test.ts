import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@klob/shared';

/**
 * Every mountable unit a remote exposes runs the teardown check (expectCleanTeardown of
 * @klob/shared/testing) beside its expose file, so a new unit cannot ship without it.
 */
const WORKSPACE_DIR = path.resolve(import.meta.dirname, '../..');
const exposeDirOf = (remote: string) => path.join(WORKSPACE_DIR, remote.replace(/_/g, '-'), 'src/expose');

const mountableExposes = REMOTE_NAMES.flatMap((remote) => {
  const dir = exposeDirOf(remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /^[^.]+\.tsx?$/.test(file) && fs.readFileSync(path.join(dir, file), 'utf8').includes('createMountable('))
    .map((file) => ({ remote, dir, unit: file.replace(/\.tsx?$/, '') }));
});

test('the remotes expose mountable units (the check below is not empty)', () => {
  expect(mountableExposes.map(({ remote, unit }) => `${remote}/${unit}`)).toEqual(
    expect.arrayContaining(['mf_chat/community-popup', 'mf_company_landing/coming-soon']),
  );
});

test.each(mountableExposes)('$remote/$unit runs the 100-mount teardown check', ({ dir, unit }) => {
  const testFile = path.join(dir, `${unit}.teardown.test.ts`);
  expect(fs.existsSync(testFile)).toBe(true);
  expect(fs.readFileSync(testFile, 'utf8')).toContain('expectCleanTeardown(');
});
