import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keysOfTextsDir, keysOfTextsFile, type NamespaceKeys } from './published-text-keys';

/**
 * The texts check of every app (issue 9, generalised in issue 23): every translation key an app's source names
 * literally exists in the namespaces it reads, in Indonesian and in English; and the shell's components render
 * no hard-coded user-visible string (JSX text or a text attribute with letters). Source and texts are read as
 * text: tools import no app source.
 */
export interface TextProblem {
  file: string;
  problem: string;
}

export interface AppTexts {
  app: string;
  /** The app's source folder. */
  src: string;
  /** Its texts folder (one file per namespace) and any other texts file it reads (the shared `common`). */
  texts: string[];
  /**
   * The shell's rules since issue 9: keys are also named in full in `labelKey:`/`headingKey:` fields and returned
   * from helpers, and no hard-coded user-visible text. The remotes name keys in `t('...')` only (a remote's
   * `labelKey` may be relative to a section).
   */
  shellRules?: boolean;
}

const WORKSPACE = path.resolve(import.meta.dirname, '../..');
const COMMON_TEXTS = path.join(WORKSPACE, 'shared/src/translations/common.ts');
const appTexts = (app: string, shellRules = false): AppTexts => ({
  app,
  src: path.join(WORKSPACE, app, 'src'),
  texts: [path.join(WORKSPACE, app, 'src/texts'), COMMON_TEXTS],
  shellRules,
});

/** Every app of the platform; each is checked against its own texts and the shared `common` the shell loads on every page. */
export const APPS_TEXTS: AppTexts[] = [
  appTexts('shell', true),
  ...['mf-journey', 'mf-chat', 'mf-search', 'mf-forms', 'mf-company-landing'].map((app) => appTexts(app)),
];

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'texts', 'harness'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-fixtures)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function readNamespaces(texts: string[]): Map<string, NamespaceKeys> {
  const namespaces = new Map<string, NamespaceKeys>();
  for (const location of texts) {
    if (location.endsWith('.ts')) namespaces.set(path.basename(location, '.ts'), keysOfTextsFile(location));
    else for (const [namespace, keys] of keysOfTextsDir(location)) namespaces.set(namespace, keys);
  }
  return namespaces;
}

const NAMESPACES_OF_FILE = /useTranslation\('([\w-]+)'\)/g;
/** The shell's content pages read their namespace through one hook (shell/src/pages/content/use-pages-text.ts). */
const PAGES_TEXT_HOOK = /\busePagesText\(\)/;
/** t('a.b'): a key named in full. */
const T_CALL_KEY = /\bt\(\s*'([\w.-]+)'/g;
/** The shell's too: labelKey: 'a.b', headingKey: 'a.b', promptKey-like returns. */
const SHELL_KEYS = [/\b(?:labelKey|headingKey):\s*'([\w.-]+)'/g, /return '([a-zA-Z]+\.[\w.-]+)';/g];
/** Text between JSX tags that holds a letter, e.g. `>Remotes of this page<`. */
const JSX_TEXT = />\s*([^<>{}`]*\p{L}[^<>{}`]*?)\s*<\//gu;
/** Text attributes users see or hear. */
const TEXT_ATTRIBUTE = /\b(?:aria-label|title|alt|placeholder)="([^"]*\p{L}[^"]*)"/gu;

/** Why `key` is not usable from `candidates`, or undefined when one of them has it in both languages. */
function keyProblem(key: string, candidates: string[], namespaces: Map<string, NamespaceKeys>): string | undefined {
  const holders = candidates.map((candidate) => namespaces.get(candidate)).filter((keys) => keys !== undefined);
  if (holders.some((keys) => keys.id.has(key) && keys.en.has(key))) return undefined;
  if (holders.some((keys) => keys.id.has(key))) return 'no English text for';
  if (holders.some((keys) => keys.en.has(key))) return 'no Indonesian text for';
  return 'missing key';
}

export function findAppTextProblems({ src, texts, shellRules = false }: AppTexts): TextProblem[] {
  const namespaces = readNamespaces(texts);
  const problems: TextProblem[] = [];
  for (const file of sourceFiles(src)) {
    const code = readFileSync(file, 'utf8');
    const relative = path.relative(src, file);
    // A file that names its namespace is checked against it (and common); any other against all the app reads.
    const read = [...code.matchAll(NAMESPACES_OF_FILE)].map((match) => match[1]!);
    if (PAGES_TEXT_HOOK.test(code)) read.push('pages');
    const candidates = read.length > 0 ? [...read, 'common'] : [...namespaces.keys()];
    const shown = read.length > 0 ? read.join('|') : [...namespaces.keys()].filter((name) => name !== 'common').join('|');
    for (const pattern of shellRules ? [T_CALL_KEY, ...SHELL_KEYS] : [T_CALL_KEY]) {
      for (const [, key] of code.matchAll(pattern)) {
        const problem = key && keyProblem(key, candidates, namespaces);
        if (problem) problems.push({ file: relative, problem: `${problem} ${shown}:${key}` });
      }
    }
    if (!shellRules || !file.endsWith('.tsx')) continue;
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
