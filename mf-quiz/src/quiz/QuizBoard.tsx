import { Muted, Stack } from '@btb/shared-ui';
import { useTranslation } from '@btb/shared-i18n';
import {
  AnswerButtons,
  Flashcard,
  FlashcardProgress,
  KeyboardHint,
} from '@btb/shared-ui/flashcard';
import { quizNamespace } from '../quizNamespace';
import type { RoundAction, RoundState } from '../round/roundReducer';
import { useRoundCard } from '../round/useRoundCard';
import { StreakBadge } from '../card/StreakBadge';
import { QuizStats } from './QuizStats';

interface QuizBoardProps {
  round: RoundState;
  dispatch: (action: RoundAction) => void;
  /** The lesson whose cards these are: each answer is a review of one of them. */
  lessonCode: string;
}

/** The playing phase of the quiz page, with its keys. */
export function QuizBoard({ round, dispatch: roundDispatch, lessonCode }: QuizBoardProps) {
  const { t } = useTranslation(quizNamespace);
  const { region, dispatch, card, current, total } = useRoundCard(round, roundDispatch, {
    inDialog: false,
    lessonCode,
  });
  if (!card) return null;
  return (
    <Stack ref={region} $narrow>
      {round.reviewing && <Muted>{t('result.reviewRound')}</Muted>}
      <QuizStats correct={round.correct} incorrect={round.incorrect} streak={round.streak} />
      <FlashcardProgress
        current={current}
        total={total}
        label={t('card.progressLabel')}
        valueText={t('card.questionOf', { current, total })}
      />
      <Muted>{t('card.questionOf', { current, total })}</Muted>
      <Flashcard card={card} flipped={round.flipped} onFlip={() => dispatch({ type: 'flip' })} />
      {round.flipped && (
        <AnswerButtons
          missedLabel={t('card.incorrect')}
          knewLabel={t('card.correct')}
          disabled={round.answering}
          onAnswer={(knewIt) => dispatch({ type: 'answer', knewIt })}
        />
      )}
      <KeyboardHint />
      <StreakBadge visible={round.showStreakBadge} overlay />
    </Stack>
  );
}
