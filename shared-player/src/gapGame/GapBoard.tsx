import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { choicesFor, type GapAnswerResult, type GapLine } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { gapGameNamespace } from './gapGameNamespace';
import { GapAnswer } from './GapAnswer';
import { GapLines } from './GapLines';
import { GapSummary } from './GapSummary';
import { useMarkExerciseRunning } from '../exercise/exerciseRunning';
import { useGapGame } from './useGapGame';

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 8px 0;
  p {
    margin: 0;
  }
`;

const Lines = styled.div`
  max-height: 40vh;
  overflow: auto;
  margin-top: 12px;
  border-radius: 6px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export interface GapBoardProps {
  songId: number;
  lessonCode: string;
  plan: readonly GapLine[];
  lessonWords: readonly string[];
  /** Plays the song when it is not the current track (the song page). */
  onPlay?: () => void;
  /** Starts the game (and so the song) at once, as when opened by "Play fill the gap". */
  autoStart?: boolean;
}

type Said = { kind: 'right' | 'wrong' | 'article'; word: string } | null;

/** One game at one level: start, the lines with their gaps, the answer, the score and what was said. */
export function GapBoard(props: GapBoardProps) {
  const { songId, lessonCode, plan, lessonWords, onPlay, autoStart = false } = props;
  const { t } = useTranslation(gapGameNamespace);
  const game = useGapGame({ songId, lessonCode, plan });
  // Announced in the live region; the count makes the same wrong word twice a new announcement.
  const [said, setSaid] = useState<{ said: Said; count: number }>({ said: null, count: 0 });
  const gapCount = useMemo(() => plan.reduce((sum, line) => sum + line.gapIds.length, 0), [plan]);
  const answer = game.activeGap
    ? plan[game.activeLine]?.tokens.find(
        (token) => token.kind === 'gap' && token.id === game.activeGap,
      )
    : undefined;
  const choices = useMemo(
    () => (answer?.kind === 'gap' ? choicesFor(answer.answer, plan, lessonWords) : []),
    [answer, plan, lessonWords],
  );

  const onAnswer = (word: string): GapAnswerResult => {
    const result = game.answer(word);
    if (result.kind === 'filled') {
      setSaid(({ count }) => ({
        said: { kind: 'right', word: result.token.answer },
        count: count + 1,
      }));
    } else if (result.kind === 'missed' || result.kind === 'needsArticle') {
      const kind = result.kind === 'missed' ? 'wrong' : 'article';
      setSaid(({ count }) => ({ said: { kind, word: word.trim() }, count: count + 1 }));
    }
    return result;
  };
  const start = () => {
    setSaid({ said: null, count: 0 });
    if (!game.start()) onPlay?.();
  };
  // Once per board: a new level is a new board, and waits for Start.
  const autoStarted = useRef(false);
  const { start: startGame } = game;
  useEffect(() => {
    if (!autoStart || autoStarted.current || gapCount === 0) return;
    autoStarted.current = true;
    if (!startGame()) onPlay?.();
  }, [autoStart, gapCount, startGame, onPlay]);

  const filledCount = game.game.filled.length;
  const done = game.done && gapCount > 0;
  // While the game runs, the page hides the lyrics and word list (they are the answers).
  useMarkExerciseRunning(game.started && !done);
  return (
    <section aria-label={t('gapGame.title')} data-testid="gap-game">
      <Status>
        <p data-testid="gap-score">
          {t('gapGame.score', { right: game.game.right, total: gapCount })}{' '}
          {t('gapGame.wrongTries', { count: game.game.wrong })}
        </p>
        <p>{t('gapGame.gapsLeft', { count: gapCount - filledCount })}</p>
      </Status>
      {gapCount === 0 && <p>{t('gapGame.noGaps')}</p>}
      {!game.started && gapCount > 0 && (
        <Button type="button" onClick={start} disabled={!game.isCurrent && !onPlay}>
          {t('gapGame.start')}
        </Button>
      )}
      {!game.started && !game.isCurrent && !onPlay && <p>{t('gapGame.notPlaying')}</p>}
      {game.waiting && <p data-testid="gap-waiting">{t('gapGame.waiting')}</p>}
      {done && <GapSummary plan={plan} game={game.game} gapCount={gapCount} onPlayAgain={start} />}
      {game.started && !done && (
        <GapAnswer
          gapId={game.activeGap}
          lineNumber={game.activeLine + 1}
          choices={choices}
          waiting={game.waiting}
          canReplay={game.activeLine >= 0 || game.currentLine >= 0}
          onAnswer={onAnswer}
          onReplay={game.replayLine}
        />
      )}
      <p role="status" aria-live="polite" data-testid="gap-feedback">
        {done ? (
          <span>{t('gapGame.done', { right: game.game.right, count: gapCount })}</span>
        ) : (
          said.said && (
            <span key={said.count}>{t(`gapGame.${said.said.kind}`, { word: said.said.word })}</span>
          )
        )}
      </p>
      {/* Scrolled by keyboard too (its lines hold nothing focusable). */}
      <Lines tabIndex={0} role="region" aria-label={t('gapGame.lines')}>
        <GapLines
          plan={plan}
          filled={game.filled}
          misses={game.game.misses}
          currentLine={game.currentLine}
          activeGap={game.activeGap}
        />
      </Lines>
    </section>
  );
}
