module.exports = {
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.cjs'],
};
