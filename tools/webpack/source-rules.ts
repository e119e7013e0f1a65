import path from 'node:path';
import { createRequire } from 'node:module';

// Loaders are dependencies of @klob/tools, not of each app: resolve them from here.
export const resolveLoader = createRequire(import.meta.url).resolve;

const BUILD_ALIASES_DIR = path.resolve(import.meta.dirname, '../../shared/src/build-aliases');

/** Two packages every page loads that React 19 makes dead weight (see the files for why): the browser and first-screen builds alias both. */
export const BUILD_ALIASES = {
  'use-sync-external-store/shim$': path.join(BUILD_ALIASES_DIR, 'use-sync-external-store-shim.ts'),
  'hoist-non-react-statics$': path.join(BUILD_ALIASES_DIR, 'hoist-non-react-statics.ts'),
};

/** How every build compiles the apps' TypeScript and JSX (swc, emotion's JSX runtime). */
export const swcRule = ({ target, development = false }: { target: 'es2020' | 'es2022'; development?: boolean }) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: resolveLoader('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target,
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development } },
      },
    },
  },
});
