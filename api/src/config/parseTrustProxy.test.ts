import { parseTrustProxy } from './parseTrustProxy';

describe('parseTrustProxy', () => {
  it('trusts no proxy by default', () => {
    for (const off of [undefined, '', 'false', '0', ' ']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('takes a hop count or proxy addresses and ranges', () => {
    const oneHop = parseTrustProxy('1');
    if (typeof oneHop !== 'function') throw new Error('a hop count gives a function');
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "true" and anything else with a message naming the variable', () => {
    for (const bad of ['true', 'yes', '10.0.0.1/33', 'nginx', '1.2.3.4/8/1']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });
});
