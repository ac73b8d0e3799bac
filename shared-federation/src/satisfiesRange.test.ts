import { satisfy } from '@module-federation/enhanced/runtime';
import { satisfiesRange } from './satisfiesRange';

const versions = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.2.3', '1.2.2', '1.9.0', '2.0.0'];
const ranges = [
  '^0.0.3',
  '^0.2.3',
  '^1.2.3',
  '^1.0.0',
  '^2.0.0',
  '1.2.3',
  '>=1.2.0',
  '^1.2.3 || ^2.0.0',
];

describe('satisfiesRange', () => {
  it("agrees with the federation runtime's semver on every version and range", () => {
    for (const version of versions) {
      for (const range of ranges) {
        expect([version, range, satisfiesRange(version, range)]).toEqual([
          version,
          range,
          satisfy(version, range),
        ]);
      }
    }
  });

  it('reads a prerelease or a range of another form through the runtime', () => {
    expect(satisfiesRange('2.0.0-beta.1', '^2.0.0')).toBe(satisfy('2.0.0-beta.1', '^2.0.0'));
    expect(satisfiesRange('1.5.0', '~1.5.0')).toBe(true);
  });
});
