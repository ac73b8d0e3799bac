const path = require('node:path');
const { compatibleRange, federationShared } = require('./federationShared.cjs');
const platform = require('@btb/platform/platform.json');

describe('federationShared', () => {
  it('gives each shared workspace package its own version and a ^major.minor range from it', () => {
    const shared = federationShared();
    for (const name of platform.shared.workspace) {
      const folder = name.replace('@btb/', '');
      const { version } = require(path.resolve(__dirname, '..', folder, 'package.json'));
      expect(shared[name]).toMatchObject({ singleton: true, version });
      expect(shared[name].requiredVersion).toBe(compatibleRange(version));
    }
  });

  it('asks for the same major and at least the minor a build was made against', () => {
    expect(compatibleRange('1.0.0')).toBe('^1.0.0');
    expect(compatibleRange('2.13.7')).toBe('^2.13.0');
    expect(compatibleRange('3.1.0-beta.1')).toBe('^3.1.0');
    expect(() => compatibleRange('latest')).toThrow('"latest" is not a semver version.');
  });
});
