import { useMemo } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Spinner } from '@btb/shared-ui';
import { PreviewNotice } from '../subscription/PreviewNotice';
import { linesInPreview } from '../subscription/previewLines';
import { usePreviewOnly } from '../subscription/usePreviewOnly';
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
  /** The song is restricted (`ysnRestricted`); default: the current track's flag. */
  restricted?: boolean;
}

/**
 * Listen and write (issue 32): a line of the song plays and stops, the learner writes what they
 * heard, and it is checked word by word. A listener without premium writes the lines of a
 * restricted song's preview only, told so once (never the upgrade dialog line after line).
 */
export default function Dictation(props: DictationProps) {
  const { songId, lessonCode, lines, onPlay, restricted } = props;
  const { t } = useTranslation(dictationNamespace);
  const words = useLessonWords(lessonCode);
  // Without premium a restricted song is a 20-second preview: only the lines sung in it.
  const preview = usePreviewOnly(songId, restricted);
  const allLines = useMemo(() => dictationLines(lines), [lines]);
  const toWrite = useMemo(
    () => (preview ? linesInPreview(allLines, (line) => line.end) : allLines),
    [allLines, preview],
  );
  const lessonWords = useMemo(() => (words.status === 'ready' ? words.words : []), [words]);

  if (preview && !toWrite.length) return <PreviewNotice lineCount={0} />;
  if (!toWrite.length) return <p>{t('dictation.noLines')}</p>;
  if (words.status === 'loading') return <Spinner label={t('dictation.loadingWords')} />;
  return (
    <div>
      {preview && <PreviewNotice lineCount={toWrite.length} />}
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
