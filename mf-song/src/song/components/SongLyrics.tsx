import { lazy, memo, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import type { LyricLine, SongDetail } from '@btb/shared-contract';
import { loadKaraoke } from '@btb/shared-player';
import { lyricsParts, type LyricsPart } from '../lyricsParts';
import { useLineTranslations } from '../useLineTranslations';
import { useSectionLabel } from '../useSectionLabel';

/** One paragraph a line; a blank line keeps its height, as in the text. */
const Lines = styled.div`
  p {
    min-height: 1.5em;
  }
`;

/** A line's meaning, under its words (the learner's language, as the song detail gives it). */
const Translation = styled.span`
  display: block;
  margin-bottom: 0.35em;
  font-size: 0.9em;
  font-style: italic;
`;

type Words = ComponentType<{ line: LyricLine; index: number }>;

/**
 * The lines in their parts; a sung line as `Words` (karaoke word buttons), or its text until they
 * load, with its translation under it when the learner shows them. A sung line's `data-line` (its
 * index) is how the karaoke scope finds the line to keep in view.
 */
function LyricsLines({
  lines,
  parts,
  Words,
}: {
  lines: readonly LyricLine[];
  parts: readonly LyricsPart[];
  Words?: Words;
}) {
  const translations = useLineTranslations();
  const sectionLabel = useSectionLabel();
  return (
    <Lines data-testid="song-lyrics">
      {parts.map((part, index) => {
        if (part.kind !== 'sung') {
          if (part.kind === 'header') return <p key={index}>{sectionLabel(part.text)}</p>;
          return <p key={index}>{part.kind === 'blank' ? null : part.text}</p>;
        }
        const line = lines[part.line];
        return (
          line && (
            <p key={index} data-testid="song-lyric-line" data-line={part.line}>
              {Words ? <Words line={line} index={part.line} /> : line.text}
              {translations && line.translation && (
                <Translation data-testid="song-lyric-translation">{line.translation}</Translation>
              )}
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

type Karaoke = Awaited<ReturnType<typeof loadKaraoke>>;
type KaraokeLyricsProps = SongLyricsProps & { parts: readonly LyricsPart[] };

// The karaoke code starts loading with the page's own code, not when the lyrics first render, so
// it is there by the time they hydrate (a failure here is the lazy part's to show).
let karaoke: Karaoke | undefined;
const karaokeLoaded = loadKaraoke().then((module) => (karaoke = module));
karaokeLoaded.catch(() => undefined);

function KaraokeLyrics({ song, onPlay, parts, code }: KaraokeLyricsProps & { code: Karaoke }) {
  const { KaraokeScope, KaraokeWords } = code;
  return (
    <KaraokeScope
      songId={song.songID}
      lessonCode={song.strCode}
      language={song.language}
      lines={song.lyricLines}
      onPlaySong={onPlay}
      follow
    >
      <LyricsLines lines={song.lyricLines} parts={parts} Words={KaraokeWords} />
    </KaraokeScope>
  );
}

/** The same, for a render that comes before the karaoke code: it suspends until the code is there. */
const LateKaraokeLyrics = lazy(() =>
  karaokeLoaded.then((code) => ({
    default: (props: KaraokeLyricsProps) => <KaraokeLyrics {...props} code={code} />,
  })),
);

/**
 * The lyrics as written, headers and blank lines kept, each sung line as karaoke word buttons: the
 * word being sung is marked while this song plays and its line kept in view (until the learner
 * scrolls away), and a word opens its card; each line's translation under it when shown. The
 * karaoke code is the player's, loaded for pages with lyrics only; the server renders the page with
 * it, and a page opened in the browser shows the lines as text for the moment it takes to arrive.
 * Memoized: the page re-rendering (the player's state) must not reach the part while it waits for
 * that code.
 */
export const SongLyrics = memo(function SongLyrics({ song, onPlay }: SongLyricsProps) {
  const lines = song.lyricLines;
  const parts = useMemo(() => lyricsParts(song.lyrics, lines), [song.lyrics, lines]);
  return (
    <Suspense fallback={<LyricsLines lines={lines} parts={parts} />}>
      {/* With its code there, the part hydrates with the page instead of waiting behind the
          boundary, where an update (a tap while the page hydrates) would render it anew. */}
      {karaoke ? (
        <KaraokeLyrics song={song} onPlay={onPlay} parts={parts} code={karaoke} />
      ) : (
        <LateKaraokeLyrics song={song} onPlay={onPlay} parts={parts} />
      )}
    </Suspense>
  );
});
