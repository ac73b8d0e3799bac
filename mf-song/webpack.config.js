const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_song',
  port: 3003,
  title: 'mf-song · Beat to Breakthrough',
  exposes: {
    './SongPage': './src/song/SongPage.tsx',
  },
});
