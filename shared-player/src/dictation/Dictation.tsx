import { useMemo } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Spinner } from '@btb/shared-ui';
import { useLessonWords } from '../gapGame/useLessonWords';
import { dictationNamespace } from './dictationNamespace';
import { DictationBoard } from './DictationBoard';
import { dictationLines } from './dictationLines';

export interface DictationProps {
  songId: number;
  /** The song's lesson: its words written are reviews of its cards. */
  lessonCode: string;
  lines: readonly LyricLine[];
  /** Plays the song when it is not the current track (the song page). */
  onPlay?: () => void;
}

/**
 * Listen and write (issue 32): a line of the song plays and stops, the learner writes what they
 * heard, and it is checked word by word.
 */
export default function Dictation({ songId, lessonCode, lines, onPlay }: DictationProps) {
  const { t } = useTranslation(dictationNamespace);
  const words = useLessonWords(lessonCode);
  const toWrite = useMemo(() => dictationLines(lines), [lines]);
  const lessonWords = useMemo(() => (words.status === 'ready' ? words.words : []), [words]);

  if (!toWrite.length) return <p>{t('dictation.noLines')}</p>;
  if (words.status === 'loading') return <Spinner label={t('dictation.loadingWords')} />;
  return (
    <div>
      {words.status === 'failed' && <p role="alert">{t('dictation.wordsError')}</p>}
      <DictationBoard
        songId={songId}
        lessonCode={lessonCode}
        lines={toWrite}
        lessonWords={lessonWords}
        onPlay={onPlay}
      />
    </div>
  );
}
