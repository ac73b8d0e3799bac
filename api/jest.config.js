/** ts-jest compiling to CommonJS without type checking (tsc checks types separately). */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node16',
      isolatedModules: true,
      esModuleInterop: true,
      target: 'ES2022',
      strict: true,
    },
    diagnostics: false,
  },
];

/**
 * API tests: node environment with one shared database per test process. On embedded PGlite
 * (about 1 GB each) the suite runs in one process; on PostgreSQL (`TEST_DATABASE_URL`) in two,
 * each on a database of its own.
 */
module.exports = {
  displayName: 'api',
  maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/apiTestEnvironment.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalTeardown: '<rootDir>/src/testing/closeSharedTestContext.ts',
  transform: {
    '^.+\\.ts$': tsJest,
  },
  testTimeout: 30000,
};
