import styled from 'styled-components';
import type { SearchMatch } from '@btb/shared-contract';
import type { SearchTranslate } from '../../searchNamespace';
import { MatchedText } from './MatchedText';

const Cards = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The lesson cards that matched the search: "Teaches: das Handy – the mobile phone". */
export function MatchedCards({ match, t }: { match: SearchMatch | undefined; t: SearchTranslate }) {
  if (!match || match.cards.length === 0) return null;
  return (
    <Cards data-testid="matched-cards">
      {t('results.teaches')}{' '}
      {match.cards.map((card, index) => (
        <span key={`${card.question}|${card.answer}`}>
          {index > 0 && ', '}
          <MatchedText text={`${card.question} – ${card.answer}`} words={match.words} />
        </span>
      ))}
    </Cards>
  );
}
