// light-my-request (fastify.inject) depends on cookie 2, ES modules only, which Jest cannot load on
// Node 20; cookie 1.1 (CommonJS, @fastify/cookie's copy) has the same API (as in api/jest.config.js).
const cookie1 = require.resolve('cookie', {
  paths: [require.resolve('@fastify/cookie', { paths: [require.resolve('@btb/api')] })],
});

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'registry',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  moduleNameMapper: { '^cookie$': cookie1 },
};
