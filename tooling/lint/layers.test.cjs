// Each layer rule fires on a fixture that breaks it (tooling/lint/fixtures, outside the normal lint
// run), and stays quiet on one that keeps it.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** `file` (relative to the fixtures) → the rules that fired on it. */
function lintFixtures() {
  const run = spawnSync(bin('eslint'), ['-c', 'eslint.config.mjs', '--format', 'json', '.'], {
    cwd: fixtures,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout);
  return Object.fromEntries(
    results.map((result) => [
      path.relative(fixtures, result.filePath),
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    ]),
  );
}

describe('the layer rules', () => {
  let fired;
  beforeAll(() => {
    fired = lintFixtures();
  }, 120_000);

  const restricted = (file) =>
    fired[file].filter((message) => message.startsWith('import-x/no-restricted-paths'));

  it('let a remote import only shared packages', () => {
    expect(restricted('mf-alpha/src/importsRemote.ts')).toEqual([
      expect.stringContaining('A remote imports only shared packages'),
    ]);
    expect(restricted('mf-alpha/src/importsShell.ts')).toEqual([
      expect.stringContaining('A remote imports only shared packages'),
    ]);
    expect(restricted('mf-alpha/src/importsSharedByPath.ts')).toEqual([]);
    expect(fired['mf-alpha/src/allowed.ts']).toEqual([]);
  });

  it('keep shared packages free of the shell and the remotes', () => {
    for (const file of ['shared-kit/src/importsShell.ts', 'shared-kit/src/importsRemote.ts']) {
      expect(restricted(file)).toEqual([
        expect.stringContaining('A shared package imports neither the shell nor a remote'),
      ]);
    }
  });

  it('keep remotes out of the shell', () => {
    expect(restricted('shell/src/importsRemote.ts')).toEqual([
      expect.stringContaining('The shell imports no remote'),
    ]);
  });

  it('keep the site server out of the registry', () => {
    expect(restricted('registry/src/importsSiteServer.ts')).toEqual([
      expect.stringContaining('The registry imports no site server'),
    ]);
  });

  it('keep the database package below the server apps, and the registry off the API app', () => {
    expect(restricted('database/src/importsApi.ts')).toEqual([
      expect.stringContaining('The database package imports no server app'),
    ]);
    expect(restricted('registry/src/importsApi.ts')).toEqual([
      expect.stringContaining('The registry imports no API app'),
    ]);
    expect(restricted('registry/src/importsDatabase.ts')).toEqual([]);
  });

  it('keep servers free of browser packages, the shell and remotes', () => {
    for (const file of ['api/src/importsBrowser.ts', 'site-server/src/importsShell.ts']) {
      expect(restricted(file)).toEqual([
        expect.stringContaining('A server imports no browser package, shell or remote'),
      ]);
    }
    expect(restricted('api/src/importsServerSafe.ts')).toEqual([]);
  });

  it('keep browser code free of servers', () => {
    for (const file of [
      'shell/src/importsServer.ts',
      'shell/src/importsDatabase.ts',
      'shared-kit/src/importsServer.ts',
    ]) {
      expect(restricted(file)).toEqual([expect.stringContaining('Browser code imports no server')]);
    }
  });

  it('keep the shared packages in their order, tests aside', () => {
    expect(restricted('shared-base/src/importsKit.ts')).toEqual([
      expect.stringContaining('A shared package imports only the ones below it in sharedOrder'),
    ]);
    expect(restricted('shared-kit/src/importsBase.ts')).toEqual([]);
    expect(restricted('shared-base/src/usesKit.test.ts')).toEqual([]);
  });

  it('refuse a shared package that has no place in the order', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { layerZones } from ${JSON.stringify(path.join(__dirname, 'layers.mjs'))};
         layerZones(${JSON.stringify(fixtures)}, { order: [['shared-kit']] });`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('place shared-base in sharedOrder');
  });

  it('refuse a relative import into another package', () => {
    expect(fired['mf-alpha/src/importsSharedByPath.ts']).toEqual([
      expect.stringMatching(/^import-x\/no-relative-packages: /),
    ]);
  });
});

describe('the cycle rule', () => {
  it('finds a cycle made only of type imports', () => {
    const run = spawnSync(
      bin('depcruise'),
      [
        '--config',
        '.dependency-cruiser.cjs',
        '--exclude',
        'node_modules',
        'tooling/lint/fixtures/cycle',
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/no-circular: tooling\/lint\/fixtures\/cycle\/alpha\.ts/);
  }, 120_000);
});
