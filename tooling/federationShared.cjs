// The one list of singletons every federated build shares. Each build keeps its own fallback copy
// (no `import: false`) so a remote can still run standalone.
//
// A shared library is shipped whole, because any remote may use any part of it. So the libraries
// we use only a part of are not shared themselves but through the one workspace package that
// wraps them, which re-exports just what we use and is shared instead: react-router through
// @btb/shared-router, Redux Toolkit through @btb/shared-store, i18next and react-i18next through
// @btb/shared-i18n. Each is still loaded once per page (lint forbids importing them anywhere
// else, which would bundle a second copy with its own React context).
const rootPkg = require('../shell/package.json');
const platform = require('@btb/platform/platform.json');

const { thirdParty, workspace } = platform.shared;

/**
 * `fromHost`: the build takes every shared package from the host and bundles no fallback copy (a
 * remote's server build: the server renderer always provides them).
 */
function federationShared({ fromHost = false } = {}) {
  const shared = {};
  const local = fromHost ? { import: false } : {};
  for (const name of thirdParty) {
    shared[name] = { singleton: true, requiredVersion: rootPkg.dependencies[name], ...local };
  }
  // react-dom/client and friends resolve through the subpath key; without it they are a second copy.
  shared['react-dom/'] = {
    singleton: true,
    requiredVersion: rootPkg.dependencies['react-dom'],
    ...local,
  };
  for (const name of workspace) {
    shared[name] = { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0', ...local };
  }
  return shared;
}

module.exports = { federationShared, sharedPackageNames: [...thirdParty, ...workspace] };
