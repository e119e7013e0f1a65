/** One Jest run over every package: node for api, shared and tools; jsdom for the apps. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|svg|png|jpg|webp)$': '<rootDir>/../tools/jest/file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages that Jest's CommonJS runtime must have transpiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(jose)/)'],
};

const project = (name, testEnvironment, extra = {}) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  setupFiles: ['<rootDir>/../tools/jest/setup-globals.cjs'],
  ...extra,
});

const browser = { setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.cjs'] };

module.exports = {
  projects: [
    project('shared', 'jsdom', browser),
    // Every api test starts a real server and seeds all modules: allow for a loaded 2-core machine.
    project('api', 'node', { setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-api-timeout.cjs'] }),
    project('tools', 'node'),
    project('shell', 'jsdom', browser),
    project('mf-journey', 'jsdom', browser),
    project('mf-chat', 'jsdom', browser),
    project('mf-search', 'jsdom', browser),
    project('mf-forms', 'jsdom', browser),
    project('mf-company-landing', 'jsdom', browser),
  ],
};
