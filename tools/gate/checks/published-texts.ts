import { LANGUAGES } from '@klob/shared/constants';
import {
  PUBLISHED_TEXTS_INDEX,
  publishedTextsFile,
  type PublishedTextsIndex,
  type TranslationTree,
} from '@klob/shared/api-contract/locale';
import type { CandidateBuild } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

/** Every text of a namespace as dotted keys ('remoteStatus.caption'), empty texts included. */
function keysOf(tree: TranslationTree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(dotted, value);
    else for (const [inner, text] of keysOf(value, dotted)) keys.set(inner, text);
  }
  return keys;
}

/**
 * The texts the build publishes (issue 23): its index, and every namespace in every language with the same
 * keys and no empty text, so that a page never shows a key in one language. A build that publishes no
 * texts has nothing to check.
 */
export function checkPublishedTexts(build: CandidateBuild): GateProblem[] {
  if (!build.hasFile(PUBLISHED_TEXTS_INDEX)) return [];
  const index = build.readJson<PublishedTextsIndex>(PUBLISHED_TEXTS_INDEX);
  if (!index || !Array.isArray(index.namespaces)) return [problem('texts', `${PUBLISHED_TEXTS_INDEX} names no namespaces`)];
  const problems: GateProblem[] = [];
  for (const namespace of index.namespaces) {
    const byLanguage = LANGUAGES.map((language) => {
      const tree = build.readJson<TranslationTree>(publishedTextsFile(language, namespace));
      if (!tree) problems.push(problem('texts', `${publishedTextsFile(language, namespace)} is missing or not JSON`));
      return { language, keys: tree ? keysOf(tree) : null };
    });
    const all = new Set(byLanguage.flatMap(({ keys }) => (keys ? [...keys.keys()] : [])));
    for (const { language, keys } of byLanguage) {
      if (!keys) continue;
      for (const key of all) {
        if (!keys.has(key)) problems.push(problem('texts', `${namespace}:${key} has no ${language} text`));
        else if (!keys.get(key)?.trim()) problems.push(problem('texts', `${namespace}:${key} is empty in ${language}`));
      }
    }
  }
  return problems;
}
