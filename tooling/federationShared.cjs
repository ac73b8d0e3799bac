// The one list of singletons every federated build shares. Each build keeps its own fallback copy
// (no `import: false`) so a remote can still run standalone.
//
// A shared library is shipped whole, because any remote may use any part of it. So the libraries
// we use only a part of are not shared themselves but through the one workspace package that
// wraps them, which re-exports just what we use and is shared instead: react-router through
// @btb/shared-router, Redux Toolkit through @btb/shared-store, i18next (with our own `useTranslation`) through
// @btb/shared-i18n. Each is still loaded once per page (lint forbids importing them anywhere
// else, which would bundle a second copy with its own React context).
const path = require('node:path');
const rootPkg = require('../shell/package.json');
const platform = require('@btb/platform/platform.json');

const { thirdParty, workspace } = platform.shared;

/** A workspace package's own version (`@btb/shared-player` → shared-player/package.json). */
function workspaceVersion(name) {
  const folder = name.replace(/^@btb\//, '');
  return require(path.resolve(__dirname, '..', folder, 'package.json')).version;
}

/**
 * What a build built against `version` needs from the page: the same major and at least its minor
 * (`1.4.2` → `^1.4.0`). A minor adds to a package's API, a major changes it (README, "Versions of the
 * shared packages"); the manifest carries this range, so a promotion can check it.
 */
function compatibleRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semver version.`);
  return `^${match[1]}.${match[2]}.0`;
}

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
    const version = workspaceVersion(name);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: compatibleRange(version),
      ...local,
    };
  }
  return shared;
}

module.exports = {
  federationShared,
  compatibleRange,
  workspaceVersion,
  sharedPackageNames: [...thirdParty, ...workspace],
};
