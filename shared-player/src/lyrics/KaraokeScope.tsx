import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { lazyWithStrings, useTranslation } from '@btb/shared-i18n';
import { useAppSelector } from '@btb/shared-store';
import { playerNamespace } from '../playerNamespace';
import { selectCurrentTrack } from '../state/playerSlice';
import { FollowSongButton } from './FollowSongButton';
import { KaraokeContext, type KaraokeContextValue } from './karaokeContext';
import { useFollowLine } from './useFollowLine';
import { useSungWord } from './useSungWord';
import { keepWordTabStop, moveWordFocus } from './wordFocus';
import { lineEndOf } from './lineEnd';
import { lineWords, wordTimings } from './wordTimings';

// The card, the lesson's words and the review store load with the first word tapped.
const WordCard = lazyWithStrings(() => import(/* webpackChunkName: "word-card" */ './WordCard'));

export interface KaraokeScopeProps {
  songId: number;
  /** The song's lesson: its quiz cards are the words the card translates and reviews. */
  lessonCode: string;
  /** The song's language (`de`, `en`, `es`). */
  language: string;
  /** The song's timed lines; `KaraokeWords` inside name theirs by index into these. */
  lines: readonly LyricLine[];
  /** Starts the song when it is not the current track (the song page's Play). */
  onPlaySong?: () => void;
  /**
   * Keeps the line being sung in view as the song plays, for a learner at the lyrics (the page
   * scrolls; `useFollowLine`); each line's element inside carries `data-line`, its index in `lines`.
   */
  follow?: boolean;
  children: ReactNode;
}

/**
 * Karaoke over a song's lyrics (issue 32): while the song is the player's current track, the word
 * being sung inside is marked as the audio plays; a tapped word opens its card. With `follow`, the
 * sung line stays in view (issue 67), and "Follow the song" comes back to it after the learner
 * scrolled away.
 */
export function KaraokeScope({
  songId,
  lessonCode,
  language,
  lines,
  onPlaySong,
  follow = false,
  children,
}: KaraokeScopeProps) {
  const { t } = useTranslation(playerNamespace);
  const root = useRef<HTMLDivElement>(null);
  const track = useAppSelector(selectCurrentTrack);
  const active = !!track && track.id === songId && !track.podcastFileName;
  const timings = useMemo(() => wordTimings(lines), [lines]);
  useSungWord(root, timings, active);
  const following = useFollowLine(root, lines, active && follow);

  const [open, setOpen] = useState<{ line: number; word: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openWord = useCallback((line: number, word: number, element: HTMLElement) => {
    opener.current = element;
    setOpen({ line, word });
  }, []);
  const context = useMemo<KaraokeContextValue>(
    () => ({ language, openWord }),
    [language, openWord],
  );
  // Focus goes back to the word (also where a click gave the word no focus, as in Safari).
  useEffect(() => {
    if (open || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const line = open ? lines[open.line] : undefined;
  const word = open && line ? lineWords(line)[open.word] : undefined;
  return (
    <KaraokeContext.Provider value={context}>
      <div
        ref={root}
        role="group"
        aria-label={t('lyricWords.group')}
        onKeyDown={moveWordFocus}
        onFocus={keepWordTabStop}
      >
        {children}
      </div>
      {following.paused && <FollowSongButton onFollow={following.resume} />}
      {open && line && word && (
        <Suspense fallback={null}>
          <WordCard
            songId={songId}
            lessonCode={lessonCode}
            language={language}
            line={line}
            range={{ start: line.start, end: lineEndOf(lines, open.line) }}
            word={word.text}
            onPlaySong={onPlaySong}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </KaraokeContext.Provider>
  );
}
