import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { fetchStreamUrl } from './fetchStreamUrl';
import { NotAvailableOfflineError } from '../offline/savedStream';

const song = { id: 12, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 as const };

describe('fetchStreamUrl', () => {
  it('asks /api/audio/{id} for a song', async () => {
    mockFetch([['GET', '/api/audio/12', () => jsonResponse({ url: '/api/media/a.wav?sig=1' })]]);
    await expect(fetchStreamUrl(song, new AbortController().signal)).resolves.toBe(
      '/api/media/a.wav?sig=1',
    );
  });

  it('asks /api/audio/podcast/{fileName} for a podcast', async () => {
    mockFetch([
      ['GET', '/api/audio/podcast/pod%201.wav', () => jsonResponse({ url: '/api/media/p.wav' })],
    ]);
    const podcast = { ...song, podcastFileName: 'pod 1.wav' };
    await expect(fetchStreamUrl(podcast, new AbortController().signal)).resolves.toBe(
      '/api/media/p.wav',
    );
  });

  it('fails when the answer has no url or the server refuses', async () => {
    mockFetch([['GET', '/api/audio/12', () => jsonResponse({})]]);
    await expect(fetchStreamUrl(song, new AbortController().signal)).rejects.toThrow(
      /without a url/,
    );
    mockFetch([['GET', '/api/audio/12', () => jsonResponse({ message: 'gone' }, 404)]]);
    await expect(fetchStreamUrl(song, new AbortController().signal)).rejects.toThrow('404');
  });

  it('asks for the instrumental of a song while sing along is on; a podcast has none', async () => {
    mockFetch([
      ['GET', '/api/audio/12?part=instrumental', () => jsonResponse({ url: '/api/media/i.mp3' })],
      ['GET', '/api/audio/podcast/p.mp3', () => jsonResponse({ url: '/api/media/p.mp3' })],
    ]);
    const signal = new AbortController().signal;
    await expect(fetchStreamUrl(song, signal, 'instrumental')).resolves.toBe('/api/media/i.mp3');
    const podcast = { ...song, podcastFileName: 'p.mp3' };
    await expect(fetchStreamUrl(podcast, signal, 'instrumental')).resolves.toBe('/api/media/p.mp3');
  });

  it('has no instrumental offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(
        fetchStreamUrl(song, new AbortController().signal, 'instrumental'),
      ).rejects.toBeInstanceOf(NotAvailableOfflineError);
    } finally {
      onLine.mockRestore();
    }
  });
});
