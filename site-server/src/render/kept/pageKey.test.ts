import { pageKeyOf } from './pageKey';

const map = { mf_song: { entry: 'http://x/releases/mf_song/1/mf-manifest.json' } };
const parts = { url: '/song/1', variant: 'en|asked|-|-', map, template: '<html>1</html>' };

describe('pageKeyOf', () => {
  it('is one key for one page, and another once the shell page or a release changes', () => {
    const key = pageKeyOf(parts);
    expect(pageKeyOf({ ...parts })).toBe(key);
    expect(pageKeyOf({ ...parts, template: '<html>2</html>' })).not.toBe(key);
    expect(pageKeyOf(parts)).toBe(key);
    const promoted = { mf_song: { entry: 'http://x/releases/mf_song/2/mf-manifest.json' } };
    expect(pageKeyOf({ ...parts, map: promoted })).not.toBe(key);
    expect(pageKeyOf({ ...parts, variant: 'de|asked|-|-' })).not.toBe(key);
  });

  it('is none for a page of its own visitor or a URL too long to keep', () => {
    expect(pageKeyOf({ ...parts, variant: null })).toBeNull();
    expect(pageKeyOf({ ...parts, url: `/search?q=${'a'.repeat(600)}` })).toBeNull();
  });
});
