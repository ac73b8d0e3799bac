import styled from 'styled-components';
import { pairLanguages } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useLearningPair } from '@btb/shared-store';
import { learningPairNamespace } from './learningPairNamespace';

const NavButton = styled.button`
  min-height: 40px;
  padding: 8px 4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The nav's way back to "I speak … / I learn …": shows the chosen pair (`DE → EN`). */
export function LearningPairButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation(learningPairNamespace);
  const { subject, chooserOpen, setChooserOpen } = useLearningPair();
  const languages = subject ? pairLanguages(subject) : null;
  const pair = languages
    ? t('navButtonChosen', {
        target: languages.target.toUpperCase(),
        primary: languages.primary.toUpperCase(),
      })
    : null;
  return (
    <NavButton
      type="button"
      aria-expanded={chooserOpen}
      aria-label={pair ? t('navButtonLabel', { pair }) : t('navButtonLabelNone')}
      onClick={() => {
        onOpen?.();
        setChooserOpen(!chooserOpen);
      }}
    >
      {pair ?? t('navButton')}
    </NavButton>
  );
}
