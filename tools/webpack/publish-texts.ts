import { createHash } from 'node:crypto';
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { LANGUAGES } from '@klob/shared/constants';
import { isLocaleNamespace, PUBLISHED_TEXTS_INDEX, publishedTextsFile, type PublishedTextsIndex } from '@klob/shared/api-contract/locale';
import type { PublishedTexts } from '@klob/shared/translations';

/**
 * The files a build publishes for its texts (issue 23): `locales/{language}/{namespace}.json` holding the
 * namespace's tree, and `locales/index.json` naming the namespaces and the build. The api reads them from the
 * app's origin, so a text ships with its app's deploy. The build id is the hash of what is published:
 * the same texts give the same files, byte for byte.
 */
export function publishedTextFiles(app: string, texts: PublishedTexts): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [namespace, translations] of Object.entries(texts)) {
    if (!isLocaleNamespace(namespace)) throw new Error(`${app}: '${namespace}' is not a namespace name (lower-case words joined by '-')`);
    for (const language of LANGUAGES) files[publishedTextsFile(language, namespace)] = JSON.stringify(translations[language]);
  }
  const buildId = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const index: PublishedTextsIndex = { app, buildId, namespaces: Object.keys(texts).sort() };
  files[PUBLISHED_TEXTS_INDEX] = JSON.stringify(index);
  return files;
}

/** Emits the text files into the build's output, in development (the dev server serves them) and production. */
export function publishTextsPlugin(app: string, texts: PublishedTexts): WebpackPluginInstance {
  const files = publishedTextFiles(app, texts);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('KlobPublishTexts', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'KlobPublishTexts', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
          for (const [file, content] of Object.entries(files)) compilation.emitAsset(file, new webpack.sources.RawSource(content));
        });
      });
    },
  };
}
