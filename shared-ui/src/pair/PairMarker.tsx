import styled from 'styled-components';
import { pairLanguages } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
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
 * `learnerSubject` is the learner's pair (`selectLearningSubject`), read once by the list around
 * the markers; only a marker that shows translates, so a page of cards with none (no pair chosen,
 * the usual first visit) does no work for them.
 */
export function PairMarker({
  subject,
  learnerSubject,
  className,
}: {
  subject: string;
  learnerSubject: string | null;
  className?: string;
}) {
  const languages = pairLanguages(subject);
  if (!learnerSubject || !languages || subject === learnerSubject) return null;
  return <ShownMarker languages={languages} className={className} />;
}

function ShownMarker({
  languages,
  className,
}: {
  languages: NonNullable<ReturnType<typeof pairLanguages>>;
  className?: string;
}) {
  const { t } = useTranslation(pairNamespace);
  // Inside a sentence: Spanish writes language names in lower case ("Enseña alemán").
  const name = (code: string) => t(`inText.${code}`, { defaultValue: code.toUpperCase() });
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
