import { useEffect, useState } from 'react';
import { type LyricLine, type SongDetail } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { lyricLineFrom } from './lyricLineFrom';

export type LyricsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; lines: LyricLine[]; lessonCode: string; language: string };

/**
 * The timed lyric lines of the current song (none for podcasts), its lesson code (the fill-the-gap
 * game's and the word cards' words) and its language, from the song detail.
 */
export function useLyricLines(track: PlayerTrack | null): LyricsState {
  const id = track && !track.podcastFileName ? track.id : null;
  const [state, setState] = useState<LyricsState>({ status: 'none' });
  useEffect(() => {
    if (id === null) {
      setState({ status: 'none' });
      return;
    }
    const request = new AbortController();
    setState({ status: 'loading' });
    apiRequest<SongDetail | null>(apiRoutes.song(id), { signal: request.signal })
      .then((song) => {
        const found: unknown[] = Array.isArray(song?.lyricLines) ? song.lyricLines : [];
        const lines = found.map(lyricLineFrom).filter((line): line is LyricLine => line !== null);
        setState({
          status: 'ready',
          lines: [...lines].sort((a, b) => a.start - b.start),
          lessonCode: typeof song?.strCode === 'string' ? song.strCode.trim() : '',
          language: typeof song?.language === 'string' ? song.language.trim() : '',
        });
      })
      .catch(() => {
        if (!request.signal.aborted) setState({ status: 'failed' });
      });
    return () => request.abort();
  }, [id]);
  return state;
}

/** The line sung at `time`: the last one that has started; -1 before the first. */
export function lineIndexAt(lines: readonly LyricLine[], time: number): number {
  let index = -1;
  for (let i = 0; i < lines.length && (lines[i] as LyricLine).start <= time + 1e-3; i++) index = i;
  return index;
}
