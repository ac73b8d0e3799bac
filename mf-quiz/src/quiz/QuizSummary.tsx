import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Card, Row } from '@btb/shared-ui';
import { useFocusOnMount } from '@btb/shared-ui/flashcard';
import { quizNamespace } from '../quizNamespace';
import type { RoundState } from '../round/roundReducer';
import { QuizStats } from './QuizStats';

const Heading = styled.h2`
  margin: 0 0 12px;
  &:focus {
    outline: none;
  }
`;

const Narrow = styled(Card)`
  max-width: 640px;
`;

interface QuizSummaryProps {
  round: RoundState;
  onReviewMistakes: () => void;
  onRestart: () => void;
  onNewQuiz: () => void;
}

/** The finished phase: counts, then Review mistakes, Restart (same cards) or New Quiz. */
export function QuizSummary({ round, onReviewMistakes, onRestart, onNewQuiz }: QuizSummaryProps) {
  const { t } = useTranslation(quizNamespace);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Narrow>
      <Heading ref={heading} tabIndex={-1}>
        {t('result.heading')}
      </Heading>
      <QuizStats correct={round.correct} incorrect={round.incorrect} />
      <Row $wrap>
        {round.missed.length > 0 && (
          <Button type="button" onClick={onReviewMistakes}>
            {t('result.reviewMistakes', { count: round.missed.length })}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onRestart}>
          {t('result.restart')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onNewQuiz}>
          {t('result.newQuiz')}
        </Button>
      </Row>
    </Narrow>
  );
}
