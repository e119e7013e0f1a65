/** The rows of the bundle table: which part of the stack a source file of a chunk belongs to. */
export const PACKAGE_GROUPS = [
  'React',
  'MF runtime',
  'webpack runtime',
  'router',
  'i18n',
  'emotion',
  'rxjs',
  'single-spa',
  'other node_modules',
  'app code',
  'unmapped',
] as const;
export type PackageGroup = (typeof PACKAGE_GROUPS)[number];

/** Packages named in a group; any other package is 'other node_modules'. */
const GROUP_OF_PACKAGE: Readonly<Record<string, PackageGroup>> = {
  react: 'React',
  'react-dom': 'React',
  scheduler: 'React',
  'react-router': 'router',
  'react-router-dom': 'router',
  i18next: 'i18n',
  'react-i18next': 'i18n',
  rxjs: 'rxjs',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa',
  // The federation entry the MF build plugin generates under node_modules/.federation/.
  '.federation': 'MF runtime',
};

const GROUP_OF_SCOPE: Readonly<Record<string, PackageGroup>> = {
  '@module-federation': 'MF runtime',
  '@emotion': 'emotion',
};

/** The last `node_modules/<name>` or `node_modules/@scope/<name>` of a path (pnpm nests packages twice). */
const LAST_PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/;
/** What source-map-explorer reports for bytes no source claims. */
const UNMAPPED_SOURCES = new Set(['[unmapped]', '[sourceMappingURL]', '[EOLs]', '[no source]']);
/** Code webpack generates: bootstrap, chunk loading, the container and sharing glue. */
const WEBPACK_GENERATED = /^webpack\/|\(webpack\)/;
/** The runtime modules that embed or start the Module Federation runtime. */
const FEDERATION_RUNTIME_MODULE = /^webpack\/runtime\/.*federation/;

export function packageNameOf(source: string): string | null {
  return LAST_PACKAGE.exec(source)?.[1] ?? null;
}

/** The group of one source of a source map, e.g. 'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js' -> 'React'. */
export function packageGroupOf(source: string): PackageGroup {
  if (UNMAPPED_SOURCES.has(source)) return 'unmapped';
  const packageName = packageNameOf(source);
  if (packageName) {
    const scope = packageName.startsWith('@') ? packageName.split('/')[0]! : '';
    return GROUP_OF_PACKAGE[packageName] ?? GROUP_OF_SCOPE[scope] ?? 'other node_modules';
  }
  const withoutProtocol = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (FEDERATION_RUNTIME_MODULE.test(withoutProtocol)) return 'MF runtime';
  if (WEBPACK_GENERATED.test(withoutProtocol)) return 'webpack runtime';
  return 'app code';
}
