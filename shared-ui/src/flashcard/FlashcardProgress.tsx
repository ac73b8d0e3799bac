import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.gradient};
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

interface FlashcardProgressProps {
  /** Card `current` of `total` (1-based). */
  current: number;
  total: number;
  /** The bar's name ("Quiz progress") and its value in words ("Question 2 of 10"). */
  label: string;
  valueText: string;
}

/** Progress through a round of flashcards. */
export function FlashcardProgress({ current, total, label, valueText }: FlashcardProgressProps) {
  const percent = total > 0 ? (current / total) * 100 : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={current}
      aria-valuetext={valueText}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
