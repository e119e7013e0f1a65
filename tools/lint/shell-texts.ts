import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TranslationTree } from '@klob/shared/api-contract/locale';
import { translationsByNamespace } from '@klob/shared/translations';

/**
 * The shell's texts check (issue 9): every translation key the shell's components name literally
 * exists in the namespace they read (id and en: the api's own test keeps the two in step), and no
 * component renders a hard-coded user-visible string (JSX text or a text attribute with letters).
 */
export interface TextProblem {
  file: string;
  problem: string;
}

const SHELL_SRC = path.resolve(import.meta.dirname, '../../shell/src');

export function sourceFiles(dir: string = SHELL_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-fixtures)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** The namespaces the shell loads (create-shell-services). */
const SHELL_NAMESPACES = ['shell', 'auth', 'common', 'pages'];
const NAMESPACES_OF_FILE = /useTranslation\('([\w-]+)'\)/g;
/** The content pages read their namespace through one hook (shell/src/pages/content/use-pages-text.ts). */
const PAGES_TEXT_HOOK = /\busePagesText\(\)/;
/** t('a.b'), labelKey: 'a.b', headingKey: 'a.b', promptKey-like returns: keys named in full. */
const LITERAL_KEYS = [/\bt\(\s*'([\w.-]+)'/g, /\b(?:labelKey|headingKey):\s*'([\w.-]+)'/g, /return '([a-zA-Z]+\.[\w.-]+)';/g];
/** Text between JSX tags that holds a letter, e.g. `>Remotes of this page<`. */
const JSX_TEXT = />\s*([^<>{}`]*\p{L}[^<>{}`]*?)\s*<\//gu;
/** Text attributes users see or hear. */
const TEXT_ATTRIBUTE = /\b(?:aria-label|title|alt|placeholder)="([^"]*\p{L}[^"]*)"/gu;

export function findShellTextProblems(root = SHELL_SRC): TextProblem[] {
  const problems: TextProblem[] = [];
  const keysOf = new Map(Object.entries(translationsByNamespace).map(([namespace, { id }]) => [namespace, new Set(leafKeys(id))]));
  for (const file of sourceFiles(root)) {
    const code = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    // A file that names keys without reading them (schemas, link tables) is checked against the shell's namespaces.
    const read = [...code.matchAll(NAMESPACES_OF_FILE)].map((match) => match[1]!);
    if (PAGES_TEXT_HOOK.test(code)) read.push('pages');
    const namespace = read.length > 0 ? read.join('|') : undefined;
    const candidates = read.length > 0 ? [...read, 'common'] : SHELL_NAMESPACES;
    for (const pattern of LITERAL_KEYS) {
      for (const [, key] of code.matchAll(pattern)) {
        if (key && !candidates.some((candidate) => keysOf.get(candidate)?.has(key))) {
          problems.push({ file: relative, problem: `missing key ${namespace ?? 'shell'}:${key}` });
        }
      }
    }
    if (!file.endsWith('.tsx')) continue;
    // Comments and css template literals are not rendered text.
    const markup = code
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/css`[\s\S]*?`/g, '');
    for (const [, text] of markup.matchAll(JSX_TEXT)) problems.push({ file: relative, problem: `hard-coded text "${text?.trim()}"` });
    for (const [, text] of markup.matchAll(TEXT_ATTRIBUTE))
      problems.push({ file: relative, problem: `hard-coded attribute text "${text}"` });
  }
  return problems;
}
