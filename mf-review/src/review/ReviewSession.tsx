import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { Muted, Stack } from '@btb/shared-ui';
import { useTranslation } from '@btb/shared-i18n';
import { ratingOfAnswer, recordReview } from '@btb/shared-review';
import {
  AnswerButtons,
  Flashcard,
  FlashcardProgress,
  KeyboardHint,
  ShowAnswerButton,
  useFlashcardKeyboard,
  type FlashcardKeyAction,
} from '@btb/shared-ui/flashcard';
import { reviewNamespace } from '../reviewNamespace';
import type { SessionCard } from './model/reviewPlan';
import { WordLine } from './wordLine/WordLine';

/** Where the learner is in the session, a little bolder than the muted text around it. */
const Position = styled(Muted)`
  font-weight: 600;
`;

/**
 * A review session in the quiz's flashcard UI: each answer is a review ("didn't know" = Again,
 * "knew it" = Good), then the next card; `onDone` after the last one.
 */
export function ReviewSession({
  cards,
  onDone,
}: {
  cards: SessionCard[];
  onDone: (answered: number) => void;
}) {
  const { t } = useTranslation(reviewNamespace);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [answering, setAnswering] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const state = useRef({ index, flipped, answering });
  state.current = { index, flipped, answering };

  const card = cards[index];
  const dispatch = useCallback(
    (action: FlashcardKeyAction) => {
      const shown = state.current;
      if (action.type === 'flip') {
        if (!shown.answering) setFlipped((side) => !side);
        return;
      }
      const current = cards[shown.index];
      if (!current || !shown.flipped || shown.answering) return;
      state.current = { ...shown, answering: true };
      setAnswering(true);
      void recordReview({
        lessonCode: current.lessonCode,
        word: current.word,
        rating: ratingOfAnswer(action.knewIt),
      }).then(() => {
        setAnswering(false);
        setFlipped(false);
        if (shown.index + 1 >= cards.length) onDone(cards.length);
        else setIndex(shown.index + 1);
      });
    },
    [cards, onDone],
  );
  useFlashcardKeyboard(dispatch, { inDialog: false, region });

  if (!card) return null;
  const current = index + 1;
  const total = cards.length;
  return (
    <Stack ref={region} $narrow>
      <FlashcardProgress
        current={current}
        total={total}
        label={t('session.progressLabel')}
        valueText={t('session.cardOf', { current, total })}
      />
      <Position>
        {t('session.cardOf', { current, total })}
        {card.isNew ? ` · ${t('session.newWord')}` : ''}
      </Position>
      <Flashcard
        card={{ question: card.word, answer: card.answer || t('session.meaningInLine') }}
        flipped={flipped}
        onFlip={() => dispatch({ type: 'flip' })}
      />
      <WordLine lessonCode={card.lessonCode} word={card.word} showTranslation={flipped} />
      {flipped ? (
        <AnswerButtons
          missedLabel={t('session.didntKnow')}
          knewLabel={t('session.knewIt')}
          disabled={answering}
          onAnswer={(knewIt) => dispatch({ type: 'answer', knewIt })}
        />
      ) : (
        <ShowAnswerButton onClick={() => dispatch({ type: 'flip' })} />
      )}
      <KeyboardHint />
    </Stack>
  );
}
