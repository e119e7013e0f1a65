import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findShellTextProblems, sourceFiles } from './shell-texts';

test('issue 9: every key the shell names exists in its namespace, and no shell component renders a hard-coded text', () => {
  expect(sourceFiles().filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(40);
  expect(findShellTextProblems()).toEqual([]);
});

test('the check finds a missing key, JSX text and a text attribute', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shell-texts-'));
  mkdirSync(path.join(root, 'layout'));
  writeFileSync(
    path.join(root, 'layout', 'broken.tsx'),
    [
      "import { useTranslation } from '@klob/shared/react-i18n';",
      'export function Broken() {',
      "  const { t } = useTranslation('shell');",
      '  return (',
      '    <p aria-label="Close">',
      "      {t('header.noSuchKey')}",
      '      <span>Remotes of this page</span>',
      '    </p>',
      '  );',
      '}',
    ].join('\n'),
  );
  expect(findShellTextProblems(root)).toEqual([
    { file: 'layout/broken.tsx', problem: 'missing key shell:header.noSuchKey' },
    { file: 'layout/broken.tsx', problem: 'hard-coded text "Remotes of this page"' },
    { file: 'layout/broken.tsx', problem: 'hard-coded attribute text "Close"' },
  ]);
});
