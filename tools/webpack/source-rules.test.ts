import fs from 'node:fs';
import path from 'node:path';
import { reactRouterProductionAliases } from './source-rules';

const SHELL_DIR = path.resolve(import.meta.dirname, '../../shell');

test("a production build takes React Router's production files, whose dev warnings are off", () => {
  const aliases = reactRouterProductionAliases(SHELL_DIR);
  expect(Object.keys(aliases)).toEqual(['react-router$', 'react-router/dom$']);
  for (const file of Object.values(aliases)) expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
  const dist = path.dirname(aliases['react-router$']!);
  const chunks = fs.readdirSync(dist).filter((file) => /^chunk-.*\.mjs$/.test(file));
  expect(chunks.some((chunk) => fs.readFileSync(path.join(dist, chunk), 'utf8').includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
});
