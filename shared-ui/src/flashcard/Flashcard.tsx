import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Muted } from '../primitives/Muted';
import { flashcardNamespace } from './flashcardNamespace';

const turn = keyframes`
  from { transform: perspective(800px) rotateY(90deg); opacity: 0.4; }
  to { transform: perspective(800px) rotateY(0); opacity: 1; }
`;

const Face = styled.button<{ $flipped: boolean }>`
  display: block;
  width: 100%;
  min-height: 200px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $flipped }) => ($flipped ? theme.colors.surfaceRaised : theme.gradient)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Content = styled.span`
  display: grid;
  place-items: center;
  gap: 8px;
  min-height: 150px;
  animation: ${turn} 0.25s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Side = styled.span`
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.span`
  font-size: clamp(1.4rem, 4vw, 2rem);
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** What a card shows: a question on its front, the answer on its back. */
export interface FlashcardFaces {
  question: string;
  answer: string;
}

interface FlashcardProps {
  card: FlashcardFaces;
  flipped: boolean;
  onFlip: () => void;
}

/** The card itself: a button, so a tap, a click, Space or Enter turns it over. */
export function Flashcard({ card, flipped, onFlip }: FlashcardProps) {
  const { t } = useTranslation(flashcardNamespace);
  const face = useRef<HTMLButtonElement>(null);

  // The button that was used (Show Answer, an answer) may just have gone; keep keyboard users on
  // the card instead of dropping them at the top of the page.
  // Only when the card changed or turned: on arrival nothing was lost, and a focus ring there
  // would puzzle touch users. Comparing values also keeps StrictMode's re-run a no-op.
  const shown = useRef({ card, flipped });
  useEffect(() => {
    if (shown.current.card === card && shown.current.flipped === flipped) return;
    shown.current = { card, flipped };
    const active = document.activeElement;
    if (!active || active === document.body) face.current?.focus({ preventScroll: true });
  }, [card, flipped]);

  return (
    <Face
      ref={face}
      type="button"
      $flipped={flipped}
      onClick={onFlip}
      aria-live="polite"
      data-testid="flashcard"
    >
      {/* A new key per side replays the turn animation without replacing the focused button. */}
      <Content key={flipped ? 'answer' : 'question'}>
        <Side>{flipped ? t('card.answer') : t('card.question')}</Side>
        <Text>{flipped ? card.answer : card.question}</Text>
        <Muted as="span" $small>
          {flipped ? t('card.flipBackHint') : t('card.flipHint')}
        </Muted>
      </Content>
    </Face>
  );
}
