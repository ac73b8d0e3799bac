import { type LyricLine, type SongByCode, type SongDetail } from '@btb/shared-contract';
import { apiRoutes, apiRequest, baseApi } from '@btb/shared-store';
import { lineOfWord } from './lineOfWord';

/** The line a card's word was learned from: the song and the line's place in its lyrics. */
export interface WordLine {
  song: SongDetail;
  line: LyricLine;
  index: number;
}

/** How many of a lesson's songs are searched for the word. */
const songsSearched = 3;

/**
 * The first of the lesson's songs that sings the word, and that line (null: none does). A card
 * keeps only its lesson and word, so the line is found again in the lesson's songs.
 */
async function findWordLine(lessonCode: string, word: string): Promise<WordLine | null> {
  const songs = await apiRequest<SongByCode[] | null>(apiRoutes.songsByCode(lessonCode));
  for (const { songID } of (Array.isArray(songs) ? songs : []).slice(0, songsSearched)) {
    const song = await apiRequest<SongDetail | null>(apiRoutes.song(songID));
    const lines = Array.isArray(song?.lyricLines) ? song.lyricLines : [];
    const index = song ? lineOfWord(lines, word, song.language) : -1;
    const line = lines[index];
    if (song && line) return { song, line, index };
  }
  return null;
}

export const wordLineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWordLine: build.query<WordLine | null, { lessonCode: string; word: string }>({
      queryFn: async ({ lessonCode, word }) => {
        try {
          return { data: await findWordLine(lessonCode, word) };
        } catch (error) {
          return { error: { status: 'FETCH_ERROR', message: String(error) } };
        }
      },
    }),
  }),
});

export const { useGetWordLineQuery } = wordLineApi;
