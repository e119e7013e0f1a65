import { APPS_TEXTS, findAppTextProblems } from './app-texts';

/** `pnpm lint`'s texts step: every app's used keys exist in its namespaces in id and en (the same check as app-texts.test.ts). */
const problems = APPS_TEXTS.flatMap((app) => findAppTextProblems(app).map(({ file, problem }) => `${app.app}/src/${file}: ${problem}`));
for (const line of problems) console.error(line);
if (problems.length > 0) {
  console.error(`${problems.length} text problem(s): add the key to the app's src/texts/<namespace>.ts in both languages`);
  process.exit(1);
}
console.info(`texts: every key ${APPS_TEXTS.length} apps name exists in id and en`);
