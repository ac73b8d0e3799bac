// Import cycles, type-only ones included (`npm run lint:cycles`, part of `npm run lint`): ESLint's
// cycle rules skip type-only imports, dependency-cruiser sees them before TypeScript drops them.
// The layers themselves are ESLint's (tooling/lint/layers.mjs).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, type-only ones too: cut it by moving the shared part into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '/dist',
        '^\\.data/',
        '^coverage/',
        'test-results',
        'playwright-report',
        '^bench/results/',
        '^tooling/lint/fixtures/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
