import styled from 'styled-components';
import { Button } from '../primitives/Button';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

interface AnswerButtonsProps {
  missedLabel: string;
  knewLabel: string;
  onAnswer: (knewIt: boolean) => void;
  disabled: boolean;
}

/** "Didn't know" (red) and "knew it", or on the page Incorrect and Correct. */
export function AnswerButtons({ missedLabel, knewLabel, onAnswer, disabled }: AnswerButtonsProps) {
  return (
    <Row>
      <Button type="button" $variant="danger" onClick={() => onAnswer(false)} disabled={disabled}>
        <span aria-hidden="true">✗</span> {missedLabel}
      </Button>
      <Button type="button" onClick={() => onAnswer(true)} disabled={disabled}>
        <span aria-hidden="true">✓</span> {knewLabel}
      </Button>
    </Row>
  );
}
