import { speechInput } from './speechInput';

describe('speechInput', () => {
  it('escapes what eSpeak would read as markup or phonemes and maps back to the line', () => {
    const input = speechInput('A & B [[x]] <c> ü');
    expect(input.text).toBe('A &amp; B   x   &lt;c&gt; ü');
    expect(Array.from(input.text)).toHaveLength(input.origin.length);
    // The "B" after "&amp;" is the line's fifth code point.
    expect(input.origin[Array.from(input.text).indexOf('B')]).toBe(4);
    expect(input.origin[Array.from(input.text).indexOf('ü')]).toBe(16);
  });
});
