const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_search',
  port: 3002,
  title: 'mf-search · Beat to Breakthrough',
  exposes: {
    './SearchPage': './src/search/SearchPage.tsx',
  },
});
