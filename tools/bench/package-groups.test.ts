import { packageGroupOf, packageNameOf } from './package-groups';

const pnpmPath = (name: string, file: string) =>
  `webpack://shell/../node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;

test('the package of a pnpm path is its last node_modules entry, scoped or not', () => {
  expect(packageNameOf(pnpmPath('react-dom', 'cjs/react-dom-client.production.js'))).toBe('react-dom');
  expect(packageNameOf(pnpmPath('@module-federation/runtime-core', 'dist/index.esm.js'))).toBe('@module-federation/runtime-core');
  expect(packageNameOf('webpack://mf_chat/./src/community/community-popup.tsx')).toBeNull();
});

test.each([
  [pnpmPath('react', 'cjs/react.production.js'), 'React'],
  [pnpmPath('react-dom', 'cjs/react-dom-client.production.js'), 'React'],
  [pnpmPath('scheduler', 'cjs/scheduler.production.js'), 'React'],
  [pnpmPath('@module-federation/runtime-core', 'dist/index.esm.js'), 'MF runtime'],
  [pnpmPath('react-router', 'dist/index.mjs'), 'router'],
  [pnpmPath('react-router-dom', 'dist/index.mjs'), 'router'],
  [pnpmPath('i18next', 'dist/esm/i18next.js'), 'i18n'],
  [pnpmPath('react-i18next', 'dist/es/index.js'), 'i18n'],
  [pnpmPath('@emotion/react', 'dist/emotion-react.esm.js'), 'emotion'],
  [pnpmPath('rxjs', 'dist/esm5/index.js'), 'rxjs'],
  [pnpmPath('single-spa-react', 'lib/esm/parcel.js'), 'single-spa'],
  [pnpmPath('single-spa', 'lib/esm/single-spa.min.js'), 'single-spa'],
  [pnpmPath('@remix-run/router', 'dist/router.js'), 'other node_modules'],
  [pnpmPath('yup', 'index.esm.js'), 'other node_modules'],
  ['webpack://shell/./src/layout/page-shell.tsx', 'app code'],
  ['webpack://mf_chat/../shared/src/bus/create-bus.ts', 'app code'],
  ['webpack://shell/webpack/runtime/jsonp chunk loading', 'webpack runtime'],
  ['webpack://shell/webpack/bootstrap', 'webpack runtime'],
  ['webpack://mf_chat/webpack/container/entry/mf_chat', 'webpack runtime'],
  ['webpack://shell/webpack/runtime/federation runtime', 'MF runtime'],
  ['webpack://shell/./node_modules/.federation/entry.b76b913699.js', 'MF runtime'],
  ['[unmapped]', 'unmapped'],
] as const)('%s belongs to %s', (source, group) => {
  expect(packageGroupOf(source)).toBe(group);
});
