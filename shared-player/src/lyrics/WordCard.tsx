import styled from 'styled-components';
import type { LyricLine } from '@btb/shared-contract';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { Button, Dialog, Spinner, Row, Stack } from '@btb/shared-ui';
import { useOnline } from '../offline/useOnline';
import { lyricWordsNamespace } from './lyricWordsNamespace';
import { DictionaryAnchor } from './DictionaryAnchor';
import { bareWord, findLessonCard } from '@btb/shared-review';
import { useLessonCards } from './useLessonCards';
import { slowLineSpeed, useLinePlayer } from './useLinePlayer';
import { WordReview } from './WordReview';

const Facts = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface WordCardProps {
  songId: number;
  lessonCode: string;
  /** The song's language. */
  language: string;
  line: LyricLine;
  /** Where the line plays from and to. */
  range: { start: number; end: number };
  /** The word as sung, punctuation and all. */
  word: string;
  onPlaySong?: () => void;
  onClose: () => void;
}

/**
 * A tapped lyric word (issue 32, point 5): the word, its meaning when it is one of the lesson's,
 * the line's translation, the line played once (or slower), and the word's place in the reviews;
 * a word of no lesson gets a dictionary link instead.
 */
export default function WordCard(props: WordCardProps) {
  const { songId, lessonCode, language, line, range, word, onPlaySong, onClose } = props;
  const { t } = useTranslation(lyricWordsNamespace);
  const { language: uiLanguage } = useLanguage();
  const bare = bareWord(word) || word;
  const lesson = useLessonCards(lessonCode);
  const card = lesson.status === 'ready' ? findLessonCard(bare, lesson.cards, language) : null;
  const playLine = useLinePlayer(songId, onPlaySong);
  const online = useOnline();
  const failed = lesson.status === 'failed';

  return (
    <Dialog title={<span lang={language}>{bare}</span>} onClose={onClose}>
      <Stack $gap={3.5} data-testid="word-card">
        {lesson.status === 'loading' && <Spinner label={t('lyricWords.loadingWords')} />}
        {failed && (
          <p role="alert">{t(online ? 'lyricWords.wordsError' : 'lyricWords.wordsOffline')}</p>
        )}
        <Facts>
          {card && (
            <div>
              <dt>{t('lyricWords.lessonWord')}</dt>
              <dd data-testid="word-card-translation">
                <span lang={language}>{card.question}</span>
                {card.answer && ` – ${card.answer}`}
              </dd>
            </div>
          )}
          {line.translation && (
            <div>
              <dt>{t('lyricWords.lineTranslation')}</dt>
              <dd data-testid="word-card-line-translation">{line.translation}</dd>
            </div>
          )}
        </Facts>
        <Row $wrap>
          <Button type="button" $variant="secondary" onClick={() => playLine(range)}>
            {t('lyricWords.playLine')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => playLine(range, slowLineSpeed)}>
            {t('lyricWords.slower')}
          </Button>
        </Row>
        {card && <WordReview lessonCode={lessonCode} word={card.question} />}
        {/* Unloaded words are not known to be other words; offline the dictionary is out of reach. */}
        {!card && lesson.status !== 'loading' && (online || !failed) && (
          <DictionaryAnchor
            word={bare}
            songLanguage={language}
            uiLanguage={uiLanguage}
            notLessonWord={!failed}
          />
        )}
        {!card && lesson.status === 'ready' && (
          <WordReview lessonCode={lessonCode} word={bare} outsideLesson />
        )}
        <Row $justify="flex-end">
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('lyricWords.close')}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
