module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'registry',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
