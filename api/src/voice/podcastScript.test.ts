import { podcastScript } from './podcastScript';

describe('podcastScript', () => {
  it('says each word, its meaning in the learner language and the line it is sung in', () => {
    const segments = podcastScript(
      [
        { word: 'das Handy', meaning: 'the mobile phone' },
        { word: 'die Maus', meaning: 'the mouse' },
      ],
      ['Heute singen wir', 'das Handy und der Computer – das schaffst du!'],
      'de',
      'en',
    );
    expect(segments.map((s) => [s.text, s.language])).toEqual([
      ["Let's walk through the words of this song.", 'en'],
      ['das Handy', 'de'],
      ['the mobile phone', 'en'],
      ['das Handy und der Computer – das schaffst du!', 'de'],
      ['die Maus', 'de'],
      ['the mouse', 'en'],
    ]);
    expect(segments[segments.length - 1]?.pauseAfter).toBeGreaterThan(1);
  });
});
