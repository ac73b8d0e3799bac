const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_calculator',
  port: 3006,
  title: 'mf-calculator · Beat to Breakthrough',
  exposes: {
    './TimeCalculatorPage': './src/calculator/TimeCalculatorPage.tsx',
  },
});
