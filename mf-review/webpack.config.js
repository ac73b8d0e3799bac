// Name, port and exposed modules come from the platform description (platform/platform.json).
const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig(__dirname);
