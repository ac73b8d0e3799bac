import { descriptionLength, trimDescription } from './trimDescription';

describe('trimDescription', () => {
  it('keeps a short text, as one line of plain text', () => {
    expect(trimDescription('  <p>Learn   the\ncolours</p> ')).toBe('Learn the colours');
  });

  it('cuts a long text at a word, with an ellipsis, within the length', () => {
    const text = `${'word '.repeat(60)}end`;
    const trimmed = trimDescription(text);
    expect(trimmed.length).toBeLessThanOrEqual(descriptionLength);
    expect(trimmed).toMatch(/word…$/);
  });
});
