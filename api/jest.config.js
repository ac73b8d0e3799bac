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

/** API tests: node environment with one shared database per process (run with --runInBand). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/apiTestEnvironment.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalTeardown: '<rootDir>/src/testing/closeSharedTestContext.ts',
  transform: {
    '^.+\\.ts$': tsJest,
  },
  testTimeout: 30000,
};
