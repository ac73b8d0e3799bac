module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shared-contract',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
