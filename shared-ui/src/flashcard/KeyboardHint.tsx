import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { flashcardNamespace } from './flashcardNamespace';

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  /* Phones and tablets without a keyboard have no use for it. */
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
`;

/** How to answer a flashcard from the keyboard (hidden on touch-only devices). */
export function KeyboardHint() {
  const { t } = useTranslation(flashcardNamespace);
  return <Hint>{t('card.keyboardHint')}</Hint>;
}
