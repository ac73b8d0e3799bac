import styled from 'styled-components';
import { pairLanguages } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useLearningPair } from '@btb/shared-store';
import { pairNamespace } from '@btb/shared-ui';
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

/**
 * The nav's way back to "I speak … / I learn …": says what the chosen pair means ("Learning
 * German"; issue 67 point 9), the language it is explained in read aloud beside it.
 */
export function LearningPairButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation([learningPairNamespace, pairNamespace]);
  const { subject, chooserOpen, setChooserOpen } = useLearningPair();
  const languages = subject ? pairLanguages(subject) : null;
  // Inside a sentence: Spanish writes language names in lower case ("Aprendo alemán").
  const name = (code: string) =>
    t(`inText.${code}`, { ns: pairNamespace, defaultValue: code.toUpperCase() });
  const pair = languages ? t('navButtonChosen', { target: name(languages.target) }) : null;
  return (
    <NavButton
      type="button"
      aria-expanded={chooserOpen}
      aria-label={
        languages && pair
          ? t('navButtonLabel', { pair, primary: name(languages.primary) })
          : t('navButtonLabelNone')
      }
      onClick={() => {
        onOpen?.();
        setChooserOpen(!chooserOpen);
      }}
    >
      {pair ?? t('navButton')}
    </NavButton>
  );
}
