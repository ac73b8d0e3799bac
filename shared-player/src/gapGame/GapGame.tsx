import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { LyricLine } from '@btb/shared-contract';
import { gapLevels, planGaps, type GapLevel } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { Field, FieldLabel, SelectInput, Spinner } from '@btb/shared-ui';
import { lineEndOf } from '../lyrics/lineEnd';
import { PreviewNotice } from '../subscription/PreviewNotice';
import { linesInPreview } from '../subscription/previewLines';
import { usePreviewOnly } from '../subscription/usePreviewOnly';
import { gapGameNamespace } from './gapGameNamespace';
import { GapBoard } from './GapBoard';
import { useLessonWords } from './useLessonWords';

const Picker = styled(Field)`
  max-width: 20rem;
`;

export interface GapGameProps {
  songId: number;
  /** The song's lesson: its words are the gaps, and the review cards. */
  lessonCode: string;
  lines: readonly LyricLine[];
  /** The song's language, whose word forms count as its lesson's words. */
  language?: string;
  /** Plays the song when it is not the current track (the song page). */
  onPlay?: () => void;
  /** Starts the game and the song once the words are loaded ("Play fill the gap"). */
  autoStart?: boolean;
  /** The song is restricted (`ysnRestricted`); default: the current track's flag. */
  restricted?: boolean;
}

const levelValue = (level: GapLevel) => String(level);
const levelOf = (value: string): GapLevel =>
  gapLevels.find((level) => levelValue(level) === value) ?? 'lesson';

/**
 * Fill the gap (issue 20): the lesson's words blanked in the synced lyrics as the song plays, at
 * a level the learner picks. A new level is a new game. A listener without premium plays the lines
 * of a restricted song's 20-second preview only.
 */
export default function GapGame(props: GapGameProps) {
  const { songId, lessonCode, lines, language, onPlay, autoStart, restricted } = props;
  const { t } = useTranslation(gapGameNamespace);
  const id = useId();
  const words = useLessonWords(lessonCode);
  const [level, setLevel] = useState<GapLevel>('lesson');
  const lessonWords = useMemo(() => (words.status === 'ready' ? words.words : []), [words]);
  // Without premium a restricted song is a 20-second preview: only the lines sung in it.
  const preview = usePreviewOnly(songId, restricted);
  const heard = useMemo(() => {
    if (!preview) return lines;
    const sorted = [...lines].sort((a, b) => a.start - b.start);
    return linesInPreview(sorted, (_line, index) => lineEndOf(sorted, index));
  }, [lines, preview]);
  const plan = useMemo(
    () => planGaps(heard, lessonWords, level, language),
    [heard, lessonWords, level, language],
  );

  if (words.status === 'loading') return <Spinner label={t('gapGame.loadingWords')} />;
  return (
    <div>
      {preview && <PreviewNotice lineCount={heard.length} />}
      {words.status === 'failed' && <p role="alert">{t('gapGame.wordsError')}</p>}
      <Picker>
        <FieldLabel htmlFor={`${id}-level`}>{t('gapGame.level')}</FieldLabel>
        <SelectInput
          id={`${id}-level`}
          value={levelValue(level)}
          onChange={(event) => setLevel(levelOf(event.target.value))}
        >
          {gapLevels.map((option) => (
            <option key={levelValue(option)} value={levelValue(option)}>
              {option === 'lesson'
                ? t('gapGame.levelLesson')
                : t('gapGame.levelShare', { percent: option })}
            </option>
          ))}
        </SelectInput>
      </Picker>
      <GapBoard
        key={levelValue(level)}
        songId={songId}
        lessonCode={lessonCode}
        plan={plan}
        lessonWords={lessonWords}
        onPlay={onPlay}
        autoStart={autoStart && level === 'lesson'}
      />
    </div>
  );
}
