module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'platform',
  testEnvironment: 'node',
};
