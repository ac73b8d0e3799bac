import { acceptedEncodings } from './acceptedEncodings';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['GZIP', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip;q=0.1', ['gzip']],
    ['*', ['gzip']],
    ['gzip;q=0, *', []],
    ['identity', []],
    [undefined, []],
  ])('reads "%s" as %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
