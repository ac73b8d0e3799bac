import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import type { LyricLine, SongDetail } from '@btb/shared-contract';
import { loadKaraoke } from '@btb/shared-player';
import { lyricsParts, type LyricsPart } from '../lyricsParts';

/** One paragraph a line; a blank line keeps its height, as in the text. */
const Lines = styled.div`
  p {
    min-height: 1.5em;
  }
`;

type Words = ComponentType<{ line: LyricLine; index: number }>;

/** The lines in their parts; a sung line as `Words` (karaoke word buttons), or its text until they load. */
function LyricsLines({
  lines,
  parts,
  Words,
}: {
  lines: readonly LyricLine[];
  parts: readonly LyricsPart[];
  Words?: Words;
}) {
  return (
    <Lines data-testid="song-lyrics">
      {parts.map((part, index) => {
        if (part.kind !== 'sung') {
          return <p key={index}>{part.kind === 'blank' ? null : part.text}</p>;
        }
        const line = lines[part.line];
        return (
          line && (
            <p key={index} data-testid="song-lyric-line">
              {Words ? <Words line={line} index={part.line} /> : line.text}
            </p>
          )
        );
      })}
    </Lines>
  );
}

interface SongLyricsProps {
  song: SongDetail;
  /** Plays the song (the page's Play), for a word card's "Play this line". */
  onPlay?: () => void;
}

// The karaoke code starts loading with the page's own code, not when the lyrics first render, so
// it is there by the time they hydrate (a failure here is the lazy part's to show).
loadKaraoke().catch(() => undefined);

/** The lyrics with karaoke, once the player's karaoke code is there. */
const KaraokeLyrics = lazy(() =>
  loadKaraoke().then(({ KaraokeScope, KaraokeWords }) => ({
    default: function KaraokeLyrics({
      song,
      onPlay,
      parts,
    }: SongLyricsProps & { parts: readonly LyricsPart[] }) {
      return (
        <KaraokeScope
          songId={song.songID}
          lessonCode={song.strCode}
          language={song.language}
          lines={song.lyricLines}
          onPlaySong={onPlay}
        >
          <LyricsLines lines={song.lyricLines} parts={parts} Words={KaraokeWords} />
        </KaraokeScope>
      );
    },
  })),
);

/**
 * The lyrics as written, headers and blank lines kept, each sung line as karaoke word buttons: the
 * word being sung is marked while this song plays, and a word opens its card. The karaoke code is
 * the player's, loaded for pages with lyrics only; the server renders the page with it, and a page
 * opened in the browser shows the lines as text for the moment it takes to arrive.
 */
export function SongLyrics({ song, onPlay }: SongLyricsProps) {
  const lines = song.lyricLines;
  const parts = useMemo(() => lyricsParts(song.lyrics, lines), [song.lyrics, lines]);
  return (
    <Suspense fallback={<LyricsLines lines={lines} parts={parts} />}>
      <KaraokeLyrics song={song} onPlay={onPlay} parts={parts} />
    </Suspense>
  );
}
