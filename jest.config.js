// `npm run test:unit`: every front-end package's own jest project in one run: the shared packages
// with tests, every app of the platform (platform/platform.json) and the site server.
const platform = require('./platform/platform.json');

const packagesWithTests = [
  'platform',
  'shared-contract',
  'shared-federation',
  'shared-frame',
  'shared-standalone',
  'shared-i18n',
  'shared-router',
  'shared-ui',
  'shared-store',
  'shared-player',
  'shared-review',
  'shared-fsrs',
];
const apps = [platform.shell, ...platform.remotes].map((app) => app.folder);

module.exports = {
  projects: [
    ...packagesWithTests,
    ...apps,
    'database',
    'metrics',
    'registry',
    'site-server',
    'tooling',
    'deploy',
    'bench',
  ].map((folder) => `<rootDir>/${folder}`),
};
