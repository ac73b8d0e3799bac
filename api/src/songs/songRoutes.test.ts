import type { ContentItem, PodcastInfo, SongByCode, SongDetail } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/song/:id', () => {
  it('answers the song detail with the SPEC field names', async () => {
    const res = await get('/api/song/1');
    expect(res.statusCode).toBe(200);
    const song = res.json<SongDetail>();
    expect(Object.keys(song).sort()).toEqual(
      [
        'songID',
        'songTitlePublic',
        'songTitle',
        'intLikes',
        'intPlayed',
        'language',
        'genre',
        'grade',
        'strCode',
        'imageUrl',
        'bslBookUrl',
        'learningContent',
        'lyrics',
        'lyricLines',
        'musicStylePrompt',
        'musicStyle',
        'ysnRestricted',
        'creator',
      ].sort(),
    );
    expect(song).toMatchObject({
      songID: 1,
      strCode: 'DE_EN_A1_B01_L01',
      language: 'de',
      ysnRestricted: 0,
    });
    expect(song.lyrics).toContain('Guten Morgen');
    expect(song.imageUrl).toBe('/api/image/cover-DE_EN_A1_B01_L01.svg');
  });

  it('reads the style prompt for pages in another language: genre, tempo and voice', async () => {
    const song = (await get('/api/song/1')).json<SongDetail>();
    const bpm = Number(/(\d{2,3})\s*BPM/i.exec(song.musicStylePrompt)?.[1]);
    expect(song.musicStyle).toMatchObject({
      genre: song.musicStylePrompt.split(',')[0]?.trim(),
      bpm,
    });
    // A prompt that names no singer leaves the voice unsaid.
    expect([undefined, 'female', 'male']).toContain(song.musicStyle?.voice);
  });

  it('times every sung line of the lyrics to the audio, each with its translation', async () => {
    const song = (await get('/api/song/1')).json<SongDetail>();
    const sung = song.lyrics.split('\n').filter((line) => line && !line.startsWith('['));
    expect(song.lyricLines.map((line) => line.text)).toEqual(sung);
    const starts = song.lyricLines.map((line) => line.start);
    expect(starts[0]).toBeGreaterThan(0); // the intro comes first
    expect(starts.every((start, i) => i === 0 || start > (starts[i - 1] as number))).toBe(true);
    // Each line's words are its own text, in order, with the line's first and last times.
    for (const line of song.lyricLines) {
      expect(line.words.map((word) => word.text).join(' ')).toBe(line.text);
      expect(line.start).toBe(line.words[0]?.start);
      expect(line.end).toBe(line.words.at(-1)?.end);
    }
    // A German song for English speakers: the translations are English.
    expect(song.lyricLines[0]?.translation).toMatch(/^Today we sing of /);
    expect(song.lyricLines.every((line) => line.translation.length > 0)).toBe(true);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await get('/api/song/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Song not found' });
  });

  it.each(['abc', '1.5', '0', '-1', '99999999999', '1%20OR%201=1'])(
    'rejects the id %s with 400',
    async (id) => {
      const res = await get(`/api/song/${id}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );
});

describe('GET /api/song/:id/podcast-info', () => {
  it('names the podcast file of a song that has one', async () => {
    const res = await get('/api/song/1/podcast-info');
    expect(res.json<PodcastInfo>()).toEqual({
      hasPodcastInfo: true,
      soundPath: 'podcast-DE_EN_A1_B01_L01.mp3',
    });
  });

  it('answers hasPodcastInfo false for a song without one', async () => {
    const res = await get('/api/song/2/podcast-info');
    expect(res.json<PodcastInfo>()).toEqual({ hasPodcastInfo: false, soundPath: '' });
  });

  it('answers 404 for an unknown song', async () => {
    expect((await get('/api/song/424242/podcast-info')).statusCode).toBe(404);
  });
});

describe('GET /api/songs/all', () => {
  it('lists every song as content items', async () => {
    const items = (await get('/api/songs/all')).json<ContentItem[]>();
    expect(items.length).toBeGreaterThanOrEqual(135);
    expect(items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        audioUrl: expect.stringMatching(/^\/api\/audio\/\d+$/),
      }),
    );
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('pages with limit and offset and rejects bad values', async () => {
    expect((await get('/api/songs/all?limit=5&offset=5')).json()).toHaveLength(5);
    expect((await get('/api/songs/all?limit=0')).statusCode).toBe(400);
    expect((await get('/api/songs/all?limit=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/songs/by-code/:strCode', () => {
  it('finds the songs of a lesson, case-insensitively', async () => {
    const songs = (await get('/api/songs/by-code/de_en_a1_b01_l01')).json<SongByCode[]>();
    expect(songs).toEqual([
      expect.objectContaining({ songID: 1, imageThumbName: 'thumb-DE_EN_A1_B01_L01.svg' }),
    ]);
  });

  it('answers an empty list for an unknown code and 400 for a malformed one', async () => {
    expect((await get('/api/songs/by-code/XX_YY_A1_B01_L01')).json()).toEqual([]);
    expect((await get('/api/songs/by-code/DE%20EN')).statusCode).toBe(400);
    expect((await get(`/api/songs/by-code/${'A'.repeat(65)}`)).statusCode).toBe(400);
  });
});
