module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'database',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
