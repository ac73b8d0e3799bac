import { i18n } from '@btb/shared-i18n';
import { makeStore } from '@btb/shared-store';
import '../songNamespace';
import { songDetailApi } from './api/getSongDetail';
import { songDetailFixture } from './songDetailFixture';
import { meta } from './songMeta';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT('en', 'common')(key, options ?? {});
const context = { searchParams: new URLSearchParams(), language: 'en' as const, t };

/** The head of `/song/7` with the song in the store, as the server renders it. */
async function songHead() {
  const store = makeStore();
  await store.dispatch(
    songDetailApi.util.upsertQueryData(
      'getSongDetail',
      7,
      songDetailFixture({ learningContent: 'Greetings and goodbyes. '.repeat(20) }),
    ),
  );
  return meta({
    ...context,
    state: store.getState(),
    params: { id: '7' },
    origin: 'https://b.example',
  });
}

describe("the song page's meta", () => {
  it('is titled by the song and described by its title, creator and what it teaches', async () => {
    const head = await songHead();
    expect(head.title).toBe('Hallo und Tschüss Pop');
    expect(head.description).toMatch(/^Hallo und Tschüss Pop by .+\. What you'll learn: Greetings/);
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.share).toEqual({ type: 'music.song', image: '/og/song/7.png' });
  });

  it('describes the recording for search engines: name, artist, language, duration, image, lesson', async () => {
    const head = await songHead();
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'MusicRecording',
        name: 'Hallo und Tschüss Pop',
        byArtist: expect.objectContaining({ '@type': 'MusicGroup' }),
        inLanguage: 'de',
        duration: expect.stringMatching(/^PT\d+M\d+S$/),
        image: 'https://b.example/og/song/7.png',
        isPartOf: expect.objectContaining({
          '@type': 'Course',
          courseCode: 'DE_EN_A1_B01_L01',
          url: 'https://b.example/book-overview/DE_EN_A1_B01_L01',
        }),
      }),
    ]);
  });

  it('without its data: "Song Details" (analytics\' name); an unknown id is kept out of search', () => {
    const head = meta({ ...context, state: undefined, params: { id: '7' }, origin: '' });
    expect(head).toEqual({ title: 'Song Details', noindex: false });
    expect(meta({ ...context, state: undefined, params: { id: 'x' }, origin: '' }).noindex).toBe(
      true,
    );
  });
});
