module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'deploy',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: [
    '<rootDir>/nginx/**/*.test.ts',
    '<rootDir>/scale/**/*.test.ts',
    '<rootDir>/upstreamWatch/**/*.test.ts',
  ],
};
