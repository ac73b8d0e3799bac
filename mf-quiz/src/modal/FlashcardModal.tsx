import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Dialog, Spinner } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import { useCloseHandler } from '../dialogs/useCloseHandler';
import { useQuizRound } from '../round/useQuizRound';
import { useRecordQuizScore } from '../round/useRecordQuizScore';
import { FlashcardResult } from './FlashcardResult';
import { FlashcardRound } from './FlashcardRound';
import { useModalQuestions } from './useModalQuestions';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 16px 0;
  text-align: center;
`;

export interface FlashcardModalProps {
  sequenceId: number;
  /** Shown as the title; the code stands in when the lesson has no name. */
  sequenceName?: string;
  code?: string;
  /** Without it the modal closes the store's dialog itself. */
  onClose?: () => void;
}

/** SPEC section 2 "Quiz modal": flashcards of one lesson, then the score. */
export default function FlashcardModal({
  sequenceId,
  sequenceName,
  code,
  onClose,
}: FlashcardModalProps) {
  const { t } = useTranslation(quizNamespace);
  const close = useCloseHandler(onClose);
  const { round, dispatch, start } = useQuizRound();
  const { loading, reload } = useModalQuestions(sequenceId, start);
  useRecordQuizScore(round, code?.trim());
  const title = sequenceName?.trim() || code?.trim() || t('quiz.title');

  let body;
  if (loading || !round) {
    body = (
      <Centered>
        <Spinner label={t('modal.loading')} />
        <p>{t('modal.loading')}</p>
      </Centered>
    );
  } else if (round.cards.length === 0) {
    body = (
      <Centered>
        <p>{t('modal.noQuestions')}</p>
        <Button type="button" $variant="secondary" onClick={close}>
          {t('result.close')}
        </Button>
      </Centered>
    );
  } else if (round.finished) {
    body = (
      <FlashcardResult
        correct={round.correct}
        total={round.cards.length}
        missedCount={round.missed.length}
        onReviewMistakes={() => dispatch({ type: 'reviewMistakes' })}
        onPlayAgain={() => void reload()}
        onClose={close}
      />
    );
  } else {
    body = <FlashcardRound round={round} dispatch={dispatch} lessonCode={code?.trim()} />;
  }

  return (
    <Dialog title={title} onClose={close}>
      {body}
    </Dialog>
  );
}
