import { encodingFor } from './sendKeptPage';

describe('encodingFor', () => {
  it('takes brotli first, then gzip, honouring q=0 and the wildcard', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('*;q=0, identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
    expect(encodingFor('identity')).toBeNull();
  });
});
