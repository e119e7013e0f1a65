/**
 * Resolved in place of `hoist-non-react-statics` by the webpack factory (tools/webpack/create-config.ts):
 * emotion imports it for `withTheme` only, and the package brings react-is 16 with it (~1.2 KB gzip on
 * every first load). This copies a component's own static members onto its wrapper, leaving React's.
 */
const REACT_STATICS = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

export default function hoistNonReactStatics<T extends object, S extends object>(target: T, source: S): T {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (REACT_STATICS.has(key) || Object.prototype.hasOwnProperty.call(target, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (descriptor) Object.defineProperty(target, key, descriptor);
  }
  return target;
}
