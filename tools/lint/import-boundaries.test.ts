import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The import boundaries of docs/ARCHITECTURE.md are enforced by eslint.config.mjs: crossing one fails lint. */

interface Fixture {
  filePath: string;
  code: string;
}

const lintTexts = (fixtures: Fixture[]): string[][] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], { input: JSON.stringify(fixtures), encoding: 'utf8' }),
  ) as string[][];

const BOUNDARY = 'import-x/no-restricted-paths';
const BY_NAME = 'no-restricted-imports';

const cases: { name: string; fixture: Fixture; expected: string | null }[] = [
  {
    name: 'a remote reading the texts source instead of the localization call',
    fixture: { filePath: 'mf-search/src/fixture.ts', code: "export { searchTranslations } from '@klob/shared/translations';\n" },
    expected: BY_NAME,
  },
  {
    name: "a remote's component test rendering with the real texts",
    fixture: { filePath: 'mf-search/src/fixture.test.ts', code: "export { searchTranslations } from '@klob/shared/translations';\n" },
    expected: null,
  },
  {
    name: 'the shell reading the texts source',
    fixture: { filePath: 'shell/src/fixture.tsx', code: "export { shellTranslations } from '@klob/shared/translations';\n" },
    expected: BY_NAME,
  },
  {
    name: 'a remote importing the api source',
    fixture: {
      filePath: 'mf-chat/src/fixture.ts',
      code: "export { localeModule } from '../../api/src/modules/locale/index';\n",
    },
    expected: BOUNDARY,
  },
  {
    name: 'a remote importing the shell',
    fixture: { filePath: 'mf-search/src/fixture.ts', code: "export { router } from '../../shell/src/app/router';\n" },
    expected: BOUNDARY,
  },
  {
    name: 'a remote importing another remote',
    fixture: {
      filePath: 'mf-chat/src/fixture.ts',
      code: "export { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';\n",
    },
    expected: BOUNDARY,
  },
  {
    name: 'a remote importing an app by package name',
    fixture: { filePath: 'mf-forms/src/fixture.ts', code: "export { App } from '@klob/shell';\n" },
    expected: BY_NAME,
  },
  {
    name: 'shared importing an app',
    fixture: { filePath: 'shared/src/fixture.ts', code: "export { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';\n" },
    expected: BOUNDARY,
  },
  {
    name: 'the shell importing a remote source',
    fixture: { filePath: 'shell/src/fixture.ts', code: "export { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';\n" },
    expected: BOUNDARY,
  },
  {
    name: 'the api importing an app',
    fixture: { filePath: 'api/src/fixture.ts', code: "export { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';\n" },
    expected: BOUNDARY,
  },
  {
    name: "the production server compiling in the shell's route table",
    fixture: { filePath: 'tools/serve/fixture.ts', code: "export { SHELL_ROUTES } from '../../shell/src/routes/route-table';\n" },
    expected: BOUNDARY,
  },
  {
    name: "a bench importing a remote's source",
    fixture: { filePath: 'tools/bench/fixture.ts', code: "export { default } from '../../mf-chat/src/expose/chat-widget';\n" },
    expected: BOUNDARY,
  },
  {
    name: 'tools importing the api source',
    fixture: { filePath: 'tools/platform/fixture.ts', code: "export { localeModule } from '../../api/src/modules/locale/index';\n" },
    expected: BOUNDARY,
  },
  {
    name: 'tools reading the published-route contract of @klob/shared',
    fixture: { filePath: 'tools/serve/fixture.ts', code: "export { checkPublishedRoutes } from '@klob/shared/routes';\n" },
    expected: null,
  },
  {
    name: 'e2e importing a remote source',
    fixture: {
      filePath: 'e2e/support/fixture.ts',
      code: "export { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';\n",
    },
    expected: BOUNDARY,
  },
  {
    name: 'a remote importing the shell-writer bus instead of services.bus',
    fixture: { filePath: 'mf-chat/src/fixture.ts', code: "export { klobBus } from '@klob/shared';\n" },
    expected: BY_NAME,
  },
  {
    name: 'a remote adding global styles',
    fixture: { filePath: 'mf-search/src/fixture.ts', code: "export { Global } from '@emotion/react';\n" },
    expected: BY_NAME,
  },
  {
    name: 'a remote importing @klob/shared',
    fixture: { filePath: 'mf-chat/src/fixture.ts', code: "export { createMountable } from '@klob/shared';\n" },
    expected: null,
  },
];

describe('import boundaries (eslint.config.mjs)', () => {
  const reports = lintTexts(cases.map(({ fixture }) => fixture));

  it.each(cases.map((testCase, index) => [testCase.name, testCase.expected, index] as const))('%s -> %s', (_name, expected, index) => {
    const ruleIds = reports[index] ?? [];
    if (expected === null) expect(ruleIds).toEqual([]);
    else expect(ruleIds).toContain(expected);
  });
});
