import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { dictationNamespace } from './dictationNamespace';
import { DictationAnswer } from './DictationAnswer';
import { DictationMarks } from './DictationMarks';
import { DictationNewsText } from './DictationNewsText';
import { DictationScore } from './DictationScore';
import type { DictationLine } from './dictationLines';
import { useDictation } from './useDictation';
import { useMarkExerciseRunning } from '../exercise/exerciseRunning';

const Status = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answer = styled.div`
  margin-top: 12px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0 0 4px;
  }
`;

const Next = styled(Button)`
  margin-top: 12px;
`;

export interface DictationBoardProps {
  songId: number;
  lessonCode: string;
  lines: readonly DictationLine[];
  lessonWords: readonly string[];
  /** Plays the song when it is not the current track (the song page). */
  onPlay?: () => void;
}

/** Listen and write, line by line: the field, the checked words, the answer and the score. */
export function DictationBoard(props: DictationBoardProps) {
  const { t } = useTranslation(dictationNamespace);
  const dictation = useDictation(props);
  const { session, line, score, focus } = dictation;
  const field = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const final = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus) return;
    const target = { field, result, answer, score: final }[focus.target];
    target.current?.focus();
  }, [focus]);

  const lineNumber = session.line + 1;
  const lineCount = props.lines.length;
  const active = session.step === 'writing' || session.step === 'lineDone';
  // While a line is to write, the page hides the lyrics (they are the answers).
  useMarkExerciseRunning(active);
  return (
    <section aria-label={t('dictation.title')} data-testid="dictation">
      {session.step === 'start' && (
        <>
          <Status>{t('dictation.lineCount', { count: lineCount })}</Status>
          <Button
            type="button"
            onClick={dictation.start}
            disabled={!dictation.canPlay}
            data-testid="dictation-start"
          >
            {t('dictation.start')}
          </Button>
          {!dictation.canPlay && <Status>{t('dictation.notPlaying')}</Status>}
        </>
      )}
      {active && line && (
        <>
          <Status data-testid="dictation-progress">
            {t('dictation.progress', { line: lineNumber, count: lineCount })}
            {score.lines > 0 &&
              ` · ${t('dictation.linesRight', { right: score.linesRight, count: score.lines })}`}
          </Status>
          <DictationAnswer
            key={session.line}
            lineNumber={lineNumber}
            writing={session.step === 'writing'}
            answerShown={session.answerShown}
            fieldRef={field}
            onCheck={dictation.check}
            onReplay={dictation.replay}
            onShowAnswer={dictation.showAnswer}
          />
          {session.comparison && (
            <DictationMarks ref={result} lineNumber={lineNumber} comparison={session.comparison} />
          )}
          {session.answerShown && (
            <Answer ref={answer} tabIndex={-1} data-testid="dictation-answer">
              <p>
                <strong>{t('dictation.answer', { line: lineNumber })}</strong> {line.text}
              </p>
              {line.translation && <p>{line.translation}</p>}
            </Answer>
          )}
          {session.step === 'lineDone' && (
            <Next type="button" onClick={dictation.next} data-testid="dictation-next">
              {lineNumber < lineCount ? t('dictation.next') : t('dictation.finish')}
            </Next>
          )}
        </>
      )}
      {session.step === 'finished' && (
        <DictationScore ref={final} score={score} onRestart={dictation.start} />
      )}
      <p role="status" aria-live="polite" data-testid="dictation-feedback">
        {dictation.news && (
          <DictationNewsText key={dictation.news.count} news={dictation.news.news} score={score} />
        )}
      </p>
    </section>
  );
}
