// Shared jest settings for every front-end package; each package's jest.config.js spreads this.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: path.join(__dirname, 'tsconfig.jest.json'), diagnostics: false },
    ],
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
