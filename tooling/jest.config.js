module.exports = {
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.cjs', '<rootDir>/lint/*.test.cjs', '<rootDir>/docs/*.test.cjs'],
};
