import { Fragment, memo } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { useKaraoke } from './karaokeContext';
import { WordButton } from './WordButton';
import { lineWords, wordKey } from './wordTimings';

interface KaraokeWordsProps {
  line: LyricLine;
  /** The line's place in the scope's `lines`. */
  index: number;
}

/**
 * A sung line as word buttons inside a `KaraokeScope`: each opens its word card, and the one being
 * sung is marked by the scope (this component does not re-render for it).
 */
export const KaraokeWords = memo(function KaraokeWords({ line, index }: KaraokeWordsProps) {
  const karaoke = useKaraoke();
  if (!karaoke) return <>{line.text}</>;
  return (
    <span lang={karaoke.language || undefined}>
      {lineWords(line).map((word, place) => (
        <Fragment key={place}>
          {place > 0 && ' '}
          <WordButton
            type="button"
            aria-haspopup="dialog"
            data-testid="lyric-word"
            data-word-key={wordKey(index, place)}
            // One tab stop for the lyrics (the first word); arrows move between words (wordFocus).
            tabIndex={index === 0 && place === 0 ? 0 : -1}
            onClick={(event) => karaoke.openWord(index, place, event.currentTarget)}
          >
            {word.text}
          </WordButton>
        </Fragment>
      ))}
    </span>
  );
});
