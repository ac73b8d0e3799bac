const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_home',
  port: 3001,
  title: 'mf-home · Beat to Breakthrough',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
  },
});
