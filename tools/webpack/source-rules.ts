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

/**
 * React Router 7 maps every export condition to its development build (remix-run/react-router#12532), whose dev
 * warnings build their messages on every route render. Production browser builds take its production files instead:
 * the same code with those warnings off. Resolved from the app's react-router-dom, whose dependency it is.
 */
export function reactRouterProductionAliases(appDir: string): Record<string, string> {
  const routerDom = createRequire(path.join(appDir, 'package.json')).resolve('react-router-dom/package.json');
  const router = createRequire(routerDom).resolve('react-router/package.json');
  const dist = path.join(path.dirname(router), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

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
