const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_learning_plan',
  port: 3005,
  title: 'mf-learning-plan · Beat to Breakthrough',
  exposes: {
    './BookOverviewPage': './src/bookOverview/BookOverviewPage.tsx',
  },
});
