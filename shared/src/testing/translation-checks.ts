import type { TranslationTree } from '../api-contract/locale';
import type { Language } from '../i18n/languages';
import type { NamespaceTranslations } from '../translations/define-translations';

/** Every leaf of a tree as 'path.to.key' -> text. */
export function translationLeaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leafPath, text] of translationLeaves(value, path)) found.set(leafPath, text);
  }
  return found;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/**
 * What is wrong with one namespace, as readable lines: a key in one language only, an empty text, placeholders
 * that differ between the languages, a key that is not camelCase. Empty when the namespace is sound.
 */
export function translationProblems({ id, en }: NamespaceTranslations): string[] {
  const indonesian = translationLeaves(id);
  const english = translationLeaves(en);
  const problems: string[] = [];
  for (const path of indonesian.keys()) if (!english.has(path)) problems.push(`${path}: no English text`);
  for (const path of english.keys()) if (!indonesian.has(path)) problems.push(`${path}: no Indonesian text`);
  for (const [path, text] of indonesian) {
    if (text.trim() === '') problems.push(`${path}: empty Indonesian text`);
    const other = english.get(path);
    if (other === undefined) continue;
    if (other.trim() === '') problems.push(`${path}: empty English text`);
    if (placeholdersOf(text).join() !== placeholdersOf(other).join()) problems.push(`${path}: placeholders differ between id and en`);
    if (!path.split('.').every((key) => /^[a-z][a-zA-Z0-9]*$/.test(key))) problems.push(`${path}: not camelCase`);
  }
  return problems;
}

/** One text of a namespace; throws naming the key when it is missing. */
export function translationText(translations: NamespaceTranslations, path: string, language: Language = 'id'): string {
  const value = translationLeaves(translations[language]).get(path);
  if (value === undefined) throw new Error(`${language} has no key ${path}`);
  return value;
}

/** i18next resolves `{{max}}`; the spec's exact texts are compared after that. */
export const interpolateText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
