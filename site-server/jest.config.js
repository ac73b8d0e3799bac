module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'site-server',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
