import { linkTarget } from './linkTarget';

describe('linkTarget', () => {
  it('sends the quiz and test hashes to /quiz', () => {
    expect(linkTarget('#quiz')).toEqual({ kind: 'app', to: '/quiz' });
    expect(linkTarget('#test-now')).toEqual({ kind: 'app', to: '/quiz' });
  });

  it('keeps paths inside the app and opens http(s) links outside', () => {
    expect(linkTarget('/search?subject=DE_EN')).toEqual({
      kind: 'app',
      to: '/search?subject=DE_EN',
    });
    expect(linkTarget('https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(linkTarget('HTTP://example.com')).toEqual({
      kind: 'external',
      href: 'HTTP://example.com',
    });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      undefined,
      null,
      'javascript:alert(1)',
      '//evil.example',
      '#other',
      'x',
    ]) {
      expect(linkTarget(bad)).toEqual({ kind: 'none' });
    }
  });
});
