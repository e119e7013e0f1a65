import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS_TEXTS, findAppTextProblems, sourceFiles } from './app-texts';

test.each(APPS_TEXTS.map((app) => [app.app, app]))('issue 23: every key %s names exists in its namespaces in id and en', (_app, app) => {
  expect(sourceFiles(app.src).length).toBeGreaterThan(5);
  expect(findAppTextProblems(app)).toEqual([]);
});

/** A throw-away app: src/ with `files`, and src/texts/demo.ts with the given trees. */
function appWith(files: Record<string, string>, id: string, en: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'app-texts-'));
  mkdirSync(path.join(root, 'src/texts'), { recursive: true });
  mkdirSync(path.join(root, 'src/layout'));
  for (const [file, code] of Object.entries(files)) writeFileSync(path.join(root, 'src', file), code);
  writeFileSync(
    path.join(root, 'src/texts/demo.ts'),
    `import { defineTranslations } from '@klob/shared/translations';\nconst TITLES = { start: 'Mulai' };\nexport const demoTranslations = defineTranslations({ id: ${id}, en: ${en} });\n`,
  );
  return { app: 'demo', src: path.join(root, 'src'), texts: [path.join(root, 'src/texts')] };
}

const USES_KEYS = [
  "import { useTranslation } from '@klob/shared/react-i18n';",
  'export function Demo() {',
  '  const { t } = useTranslation(DEMO_NAMESPACE);',
  "  return <p>{t('header.close')}{t('header.open')}{t('titles.start')}</p>;",
  '}',
].join('\n');

test('issue 23: the check fires on a key missing in English and on a key missing in Indonesian', () => {
  const app = appWith(
    { 'layout/demo.tsx': USES_KEYS },
    "{ header: { close: 'Tutup' }, titles: TITLES }",
    "{ header: { open: 'Open' }, titles: { start: 'Start' } }",
  );
  expect(findAppTextProblems(app)).toEqual([
    { file: 'layout/demo.tsx', problem: 'no English text for demo:header.close' },
    { file: 'layout/demo.tsx', problem: 'no Indonesian text for demo:header.open' },
  ]);
});

test('the check passes when every key is in both languages, and finds a key in neither', () => {
  const both = "{ header: { close: 'x', open: 'y' }, titles: TITLES }";
  expect(findAppTextProblems(appWith({ 'layout/demo.tsx': USES_KEYS }, both, both))).toEqual([]);
  const neither = appWith({ 'layout/demo.tsx': USES_KEYS.replace('header.open', 'header.noSuchKey') }, both, both);
  expect(findAppTextProblems(neither)).toEqual([{ file: 'layout/demo.tsx', problem: 'missing key demo:header.noSuchKey' }]);
});

test("the shell's rule: the check finds a missing key, JSX text and a text attribute", () => {
  const app = appWith(
    {
      'layout/broken.tsx': [
        "import { useTranslation } from '@klob/shared/react-i18n';",
        'export function Broken() {',
        "  const { t } = useTranslation('demo');",
        '  return (',
        '    <p aria-label="Close">',
        "      {t('header.noSuchKey')}",
        '      <span>Remotes of this page</span>',
        '    </p>',
        '  );',
        '}',
      ].join('\n'),
    },
    '{}',
    '{}',
  );
  expect(findAppTextProblems({ ...app, shellRules: true })).toEqual([
    { file: 'layout/broken.tsx', problem: 'missing key demo:header.noSuchKey' },
    { file: 'layout/broken.tsx', problem: 'hard-coded text "Remotes of this page"' },
    { file: 'layout/broken.tsx', problem: 'hard-coded attribute text "Close"' },
  ]);
});

test('a namespace kept as a folder is read through its index, following the spreads of its files', () => {
  const app = appWith({ 'layout/demo.tsx': USES_KEYS.replace('DEMO_NAMESPACE', "'split'") }, '{}', '{}');
  const folder = path.join(app.texts[0]!, 'split');
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'header.ts'),
    "export const headerTexts = { id: { header: { close: 'Tutup', open: 'Buka' } }, en: { header: { close: 'Close' } } };\n",
  );
  writeFileSync(
    path.join(folder, 'index.ts'),
    "import { headerTexts } from './header';\nconst TITLES = { start: 'Mulai' };\nexport const splitTranslations = defineTranslations({ id: { ...headerTexts.id, titles: TITLES }, en: { ...headerTexts.en, titles: TITLES } });\n",
  );
  expect(findAppTextProblems(app)).toEqual([{ file: 'layout/demo.tsx', problem: 'no English text for split:header.open' }]);
});
