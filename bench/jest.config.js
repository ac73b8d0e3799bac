module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'bench',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
