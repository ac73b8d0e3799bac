module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'metrics',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
