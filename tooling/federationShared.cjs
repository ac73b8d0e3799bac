// The one list of singletons every federated build shares. Each build keeps its own fallback copy
// (no `import: false`) so a remote can still run standalone.
const rootPkg = require('../shell/package.json');

const thirdParty = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'i18next',
  'react-i18next',
];
const workspace = ['@btb/shared-i18n', '@btb/shared-ui', '@btb/shared-store', '@btb/shared-player'];

function federationShared() {
  const shared = {};
  for (const name of thirdParty) {
    shared[name] = { singleton: true, requiredVersion: rootPkg.dependencies[name] };
  }
  // react-dom/client and friends resolve through the subpath key; without it they are a second copy.
  shared['react-dom/'] = { singleton: true, requiredVersion: rootPkg.dependencies['react-dom'] };
  // Same for RTK Query (`@reduxjs/toolkit/query/react`): otherwise each remote bundles its own.
  shared['@reduxjs/toolkit/'] = {
    singleton: true,
    requiredVersion: rootPkg.dependencies['@reduxjs/toolkit'],
  };
  for (const name of workspace) {
    shared[name] = { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' };
  }
  return shared;
}

module.exports = { federationShared, sharedPackageNames: [...thirdParty, ...workspace] };
