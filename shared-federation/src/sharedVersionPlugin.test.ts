import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionPlugin } from './sharedVersionPlugin';

type SharedConfig = Record<
  string,
  { singleton?: boolean; version?: string; requiredVersion?: string }
>;
// The one shared config every build uses (tooling/federationShared.cjs): what the shell provides and
// what a remote built from this tree needs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationShared } = require('../../tooling/federationShared.cjs') as {
  federationShared: () => SharedConfig;
};
/** The installed version of a third-party package (`react-dom/` is react-dom's); 0.0.0 if none. */
function installedVersion(name: string): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(`${name.replace(/\/$/, '')}/package.json`) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

const built = federationShared();
const versionOf = (name: string) => built[name]?.version ?? installedVersion(name);

/** The runtime's shared options of the shell, as the build registers them. */
const hostShared = Object.fromEntries(
  Object.entries(built).map(([name, config]) => [
    name,
    [
      {
        version: versionOf(name),
        from: 'shell',
        scope: ['default'],
        shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion },
      },
    ],
  ]),
);

/** `shared[]` of a remote's mf-manifest.json, as the manifest plugin writes it. */
function manifestShared(
  edit: Record<string, { requiredVersion: string; singleton?: boolean }> = {},
) {
  const names = new Set([...Object.keys(built), ...Object.keys(edit)]);
  return [...names].map((name) => ({
    id: `mf_search:${name}`,
    name,
    version: versionOf(name),
    singleton: edit[name]?.singleton ?? built[name]?.singleton ?? false,
    requiredVersion: edit[name]?.requiredVersion ?? built[name]?.requiredVersion ?? '*',
    hash: '',
    assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
  }));
}

type Hook = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;
type HookArgs = Parameters<Hook>[0];

function check(shared: ReturnType<typeof manifestShared>) {
  const args = {
    options: { name: 'shell', shared: hostShared },
    moduleInfo: { name: 'mf_search', entry: 'http://localhost:3002/mf-manifest.json' },
    manifestJson: { name: 'mf_search', shared },
    remoteSnapshot: {},
    manifestUrl: 'http://localhost:3002/mf-manifest.json',
    from: 'manifest',
  } as unknown as HookArgs;
  const hook = sharedVersionPlugin().loadRemoteSnapshot as Hook;
  return () => hook(args);
}

describe('sharedVersionPlugin', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('lets a remote built from this tree load, silently', () => {
    expect(check(manifestShared())).not.toThrow();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['@btb/shared-player', '@btb/shared-store', '@btb/shared-i18n', 'react'])(
    'refuses a remote needing another major of the singleton %s, naming it and both versions',
    (name) => {
      const provided = versionOf(name);
      const major = Number(provided.split('.')[0]) + 1;
      expect(check(manifestShared({ [name]: { requiredVersion: `^${major}.0.0` } }))).toThrow(
        `the singleton ${name} is ${provided} here, mf_search needs ^${major}.0.0`,
      );
      expect(error).toHaveBeenCalledWith(expect.stringContaining(`${name} is ${provided} here`));
    },
  );

  it('lets a remote needing a newer minor of a non-singleton load with its own copy, with a warning', () => {
    const shared = manifestShared().map((entry) =>
      entry.name === '@btb/shared-ui'
        ? { ...entry, singleton: false, requiredVersion: '^1.9.0' }
        : entry,
    );
    const host = hostShared['@btb/shared-ui'];
    if (host?.[0]) host[0].shareConfig.singleton = false;
    try {
      expect(check(shared)).not.toThrow();
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /mf_search needs @btb\/shared-ui \^1\.9\.0, this page provides 1\.\d+\.\d+: mf_search uses its own copy/,
        ),
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      if (host?.[0]) host[0].shareConfig.singleton = true;
    }
  });

  it('ignores a package the page does not share (the remote bundles it) and a manifest-less snapshot', () => {
    expect(check(manifestShared({ 'left-pad': { requiredVersion: '^9.0.0' } }))).not.toThrow();
    const hook = sharedVersionPlugin().loadRemoteSnapshot as Hook;
    const fromGlobal = { options: { name: 'shell', shared: hostShared }, from: 'global' };
    expect(() => hook(fromGlobal as unknown as HookArgs)).not.toThrow();
  });
});
