import { useMemo } from 'react';
import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { KaraokeScope, KaraokeWords } from '@btb/shared-player';
import { lyricsParts } from '../lyricsParts';

/** One paragraph a line; a blank line keeps its height, as in the text. */
const Lines = styled.div`
  p {
    min-height: 1.5em;
  }
`;

interface SongLyricsProps {
  song: SongDetail;
  /** Plays the song (the page's Play), for a word card's "Play this line". */
  onPlay?: () => void;
}

/**
 * The lyrics as written, headers and blank lines kept, each sung line as karaoke word buttons: the
 * word being sung is marked while this song plays, and a word opens its card.
 */
export function SongLyrics({ song, onPlay }: SongLyricsProps) {
  const lines = song.lyricLines;
  const parts = useMemo(() => lyricsParts(song.lyrics, lines), [song.lyrics, lines]);
  return (
    <KaraokeScope
      songId={song.songID}
      lessonCode={song.strCode}
      language={song.language}
      lines={lines}
      onPlaySong={onPlay}
    >
      <Lines data-testid="song-lyrics">
        {parts.map((part, index) => {
          if (part.kind !== 'sung') {
            return <p key={index}>{part.kind === 'blank' ? null : part.text}</p>;
          }
          const line = lines[part.line];
          return (
            line && (
              <p key={index} data-testid="song-lyric-line">
                <KaraokeWords line={line} index={part.line} />
              </p>
            )
          );
        })}
      </Lines>
    </KaraokeScope>
  );
}
