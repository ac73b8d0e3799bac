import type { Dispatch } from 'react';
import styled from 'styled-components';
import { Muted, Stack } from '@btb/shared-ui';
import { useTranslation } from '@btb/shared-i18n';
import {
  AnswerButtons,
  Flashcard,
  FlashcardProgress,
  KeyboardHint,
  ShowAnswerButton,
} from '@btb/shared-ui/flashcard';
import { quizNamespace } from '../quizNamespace';
import type { RoundAction, RoundState } from '../round/roundReducer';
import { useRoundCard } from '../round/useRoundCard';
import { StreakBadge } from '../card/StreakBadge';

const Position = styled(Muted)`
  font-weight: 600;
`;

/** The modal while a card is on screen: position, progress, the card, its buttons and keys. */
export function FlashcardRound({
  round,
  dispatch: roundDispatch,
  lessonCode,
}: {
  round: RoundState;
  dispatch: Dispatch<RoundAction>;
  /** The lesson whose cards these are: each answer is a review of one of them. */
  lessonCode: string | undefined;
}) {
  const { t } = useTranslation(quizNamespace);
  const { region, dispatch, card, current, total } = useRoundCard(round, roundDispatch, {
    inDialog: true,
    lessonCode,
  });
  if (!card) return null;
  return (
    <Stack ref={region}>
      {round.reviewing && <Position>{t('result.reviewRound')}</Position>}
      <Position>{t('card.position', { current, total })}</Position>
      <FlashcardProgress
        current={current}
        total={total}
        label={t('card.progressLabel')}
        valueText={t('card.questionOf', { current, total })}
      />
      <StreakBadge visible={round.showStreakBadge} />
      <Flashcard card={card} flipped={round.flipped} onFlip={() => dispatch({ type: 'flip' })} />
      {round.flipped ? (
        <AnswerButtons
          missedLabel={t('card.didntKnow')}
          knewLabel={t('card.knewIt')}
          disabled={round.answering}
          onAnswer={(knewIt) => dispatch({ type: 'answer', knewIt })}
        />
      ) : (
        <ShowAnswerButton onClick={() => dispatch({ type: 'flip' })} />
      )}
      <KeyboardHint />
    </Stack>
  );
}
