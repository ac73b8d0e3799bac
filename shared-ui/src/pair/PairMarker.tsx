import styled from 'styled-components';
import { pairLanguages } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { VisuallyHidden } from '../primitives/layout';
import { pairNamespace } from './pairNamespace';

const Marker = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
`;

/**
 * "DE → ES" on a song of another language pair than the learner's (issue 34); nothing without a
 * chosen pair or on a song of it. Read aloud as a sentence ("Teaches German to Spanish speakers").
 */
export function PairMarker({ subject, className }: { subject: string; className?: string }) {
  const { t } = useTranslation(pairNamespace);
  const mine = useAppSelector(selectLearningSubject);
  const languages = pairLanguages(subject);
  if (!mine || !languages || subject === mine) return null;
  const name = (code: string) => t(`languages.${code}`, { defaultValue: code.toUpperCase() });
  return (
    <Marker className={className} data-testid="pair-marker">
      <span aria-hidden="true">
        {languages.target.toUpperCase()} → {languages.primary.toUpperCase()}
      </span>
      <VisuallyHidden>
        {t('marker', { target: name(languages.target), primary: name(languages.primary) })}
      </VisuallyHidden>
    </Marker>
  );
}
