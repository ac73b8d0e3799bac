import { highlightParts } from './highlightParts';

describe('highlightParts', () => {
  it('marks whole matched words and keeps the text between', () => {
    expect(highlightParts('Technik Pop', ['Technik'])).toEqual([
      { text: 'Technik', matched: true },
      { text: ' Pop', matched: false },
    ]);
    expect(highlightParts('das Handy – the mobile phone', ['Handy', 'phone'])).toEqual([
      { text: 'das ', matched: false },
      { text: 'Handy', matched: true },
      { text: ' – the mobile ', matched: false },
      { text: 'phone', matched: true },
    ]);
  });

  it('leaves words that only contain a matched word, and text without matches, as they are', () => {
    expect(highlightParts('Technikerin', ['Technik'])).toEqual([
      { text: 'Technikerin', matched: false },
    ]);
    expect(highlightParts('Begrüßungen Reggae', [])).toEqual([
      { text: 'Begrüßungen Reggae', matched: false },
    ]);
    expect(highlightParts('Grüße (a+b)', ['Grüße', '(a+b)'])[0]).toEqual({
      text: 'Grüße',
      matched: true,
    });
  });
});
