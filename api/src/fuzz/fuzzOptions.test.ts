import { isLoopbackUrl, parseFuzzArgs } from './fuzzOptions';

describe('fuzz options', () => {
  it('defaults to 10,000 in-process requests', () => {
    expect(parseFuzzArgs([])).toMatchObject({ runs: 10_000, url: undefined, maxSeconds: 900 });
  });

  it('reads runs, seed and a loopback URL', () => {
    expect(
      parseFuzzArgs(['--runs', '50', '--seed', '9', '--url', 'http://127.0.0.1:3100/']),
    ).toEqual({ runs: 50, seed: 9, maxSeconds: 900, url: 'http://127.0.0.1:3100' });
  });

  it('refuses targets off this machine and unbounded runs', () => {
    for (const url of ['http://10.0.0.5:3000', 'http://example.com', 'http://localhost.evil.io']) {
      expect(() => parseFuzzArgs(['--url', url])).toThrow(/loopback/);
    }
    expect(() => parseFuzzArgs(['--runs', '10000000'])).toThrow(/--runs must be/);
    expect(() => parseFuzzArgs(['--runs', 'lots'])).toThrow(/--runs must be/);
  });

  it('knows the loopback names and addresses', () => {
    expect(
      ['http://localhost:1', 'http://127.8.0.1', 'http://[::1]:3100'].map(isLoopbackUrl),
    ).toEqual([true, true, true]);
    expect(['file:///etc/passwd', 'nonsense', 'http://128.0.0.1'].map(isLoopbackUrl)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
