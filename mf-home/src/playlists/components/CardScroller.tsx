import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { Button } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import type { CardItem } from '../cards/cardItem';
import { SongCard } from '../cards/SongCard';
import type { CardSize } from '../cardSize';
import { useRowReached } from '../useRowReached';
import { useScrollArrows } from '../useScrollArrows';
import { CardList, CardsFollowMarker } from './rowStyles';
import { ScrollArrow } from './ScrollArrow';
import type { RowQueue } from '../cards/usePlayTrack';

/** SPEC section 9: a row shows 20 cards until the visitor asks for more. */
export const initialCardCount = 20;
/**
 * Cards rendered with the page, about a wide screen's worth: the rest of the row renders when it is
 * reached (`useRowReached`), so the first HTML, layout and hydration carry 6 cards a row, not 20.
 * With `eagerCovers`, these covers also load at once instead of lazily.
 */
const firstCardCount = 6;

const ScrollFrame = styled.div`
  position: relative;
`;

const ToggleButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  margin-top: 8px;
`;

interface CardScrollerProps {
  items: CardItem[];
  size: CardSize;
  label: string;
  eagerCovers?: boolean;
}

/** A row's cards in a horizontal list with scroll arrows and the Show More / Show Less toggle. */
export function CardScroller({ items, size, label, eagerCovers = false }: CardScrollerProps) {
  const { t } = useTranslation(homeNamespace);
  const learnerSubject = useAppSelector(selectLearningSubject);
  const [expanded, setExpanded] = useState(false);
  const { list, marker, reached, reach } = useRowReached<HTMLUListElement, HTMLLIElement>();
  const shown = expanded ? items : items.slice(0, reached ? initialCardCount : firstCardCount);
  const { canScroll, scroll } = useScrollArrows(list, shown.length);
  // Next and previous in the player walk through the whole row.
  const queue = useMemo<RowQueue>(
    () => ({ tracks: items.map((item) => item.track), source: { kind: 'playlist', name: label } }),
    [items, label],
  );

  return (
    <>
      <ScrollFrame>
        {canScroll.left && <ScrollArrow side="left" onClick={() => scroll('left')} />}
        <CardList ref={list} aria-label={label} onFocus={reach}>
          {shown.map((item, index) => (
            <li key={item.id}>
              <SongCard
                item={item}
                size={size}
                queue={queue}
                eagerCover={eagerCovers && index < firstCardCount}
                learnerSubject={learnerSubject}
                t={t}
              />
            </li>
          ))}
          {!reached && !expanded && items.length > firstCardCount && (
            <CardsFollowMarker ref={marker} aria-hidden="true" />
          )}
        </CardList>
        {canScroll.right && <ScrollArrow side="right" onClick={() => scroll('right')} />}
      </ScrollFrame>
      {items.length > initialCardCount && (
        <ToggleButton
          type="button"
          aria-expanded={expanded}
          onClick={() => {
            // Show Less goes back to the 20, not to the cards rendered with the page.
            reach();
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('rows.showLess') : t('rows.showMore')}
        </ToggleButton>
      )}
    </>
  );
}
