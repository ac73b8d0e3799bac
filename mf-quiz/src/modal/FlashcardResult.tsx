import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Row } from '@btb/shared-ui';
import { useFocusOnMount } from '@btb/shared-ui/flashcard';
import { quizNamespace } from '../quizNamespace';
import { resultTier, tierEmoji } from '../round/resultTier';

const Result = styled.div`
  display: grid;
  gap: 12px;
  text-align: center;
  &:focus {
    outline: none;
  }
`;

const Emoji = styled.p`
  margin: 0;
  font-size: 3rem;
`;

const Score = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
`;

interface FlashcardResultProps {
  correct: number;
  total: number;
  missedCount: number;
  onReviewMistakes: () => void;
  onPlayAgain: () => void;
  onClose: () => void;
}

/** SPEC: "correct / total" with the perfect, great or good-try tier; Play Again and Close. */
export function FlashcardResult({
  correct,
  total,
  missedCount,
  onReviewMistakes,
  onPlayAgain,
  onClose,
}: FlashcardResultProps) {
  const { t } = useTranslation(quizNamespace);
  const tier = resultTier(correct, total);
  const result = useFocusOnMount<HTMLDivElement>();
  return (
    <Result ref={result} tabIndex={-1}>
      <Emoji aria-hidden="true">{tierEmoji[tier]}</Emoji>
      <p>{t('result.scoreLabel')}</p>
      <Score data-testid="quiz-score">{t('result.score', { correct, total })}</Score>
      <p>{t(`result.${tier}`)}</p>
      <Row $justify="center" $wrap>
        {missedCount > 0 && (
          <Button type="button" $variant="secondary" onClick={onReviewMistakes}>
            {t('result.reviewMistakes', { count: missedCount })}
          </Button>
        )}
        <Button type="button" onClick={onPlayAgain}>
          {t('result.playAgain')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('result.close')}
        </Button>
      </Row>
    </Result>
  );
}
