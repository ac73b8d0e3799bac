import { memo, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@btb/shared-router';
import styled from 'styled-components';
import type { SearchResult } from '@btb/shared-contract';
import { useLanguage } from '@btb/shared-i18n';
import { formatCount } from '@btb/shared-store';
import { PairMarker } from '@btb/shared-ui';
import { useAvailableOffline } from '@btb/shared-player';
import type { SearchTranslate } from '../../searchNamespace';
import { CoverPlayButton } from './CoverPlayButton';
import { EyeIcon, HeartIcon } from './icons';
import { LevelBadge } from './LevelBadge';
import { MatchedCards } from './MatchedCards';
import { MatchedText } from './MatchedText';
import { RestrictedLock } from './RestrictedLock';
import { Cell, Row } from './resultsTableStyles';
import { songPath } from '@btb/platform/links';

const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  a {
    min-width: 0;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
`;

const TitleText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

/** On narrow screens the artist column is hidden and the artist shows under the title instead. */
const MobileCreator = styled.span`
  display: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
  }
`;

const Unavailable = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ResultRowProps {
  item: SearchResult;
  /** This song is the player's current track and is playing. */
  playing: boolean;
  onPlay: (item: SearchResult) => void;
  /** The learner's pair (`selectLearningSubject`), read once by the table. */
  learnerSubject: string | null;
  /** The table's `t`: one translating hook per table, not one per row. */
  t: SearchTranslate;
}

/**
 * One song: click or Enter opens its page, the cover's play button plays it. Offline, a song not
 * saved for offline is marked and its play button does not start it.
 */
export const ResultRow = memo(function ResultRow({
  item,
  playing,
  onPlay,
  learnerSubject,
  t,
}: ResultRowProps) {
  const { language } = useLanguage();
  const navigate = useNavigate();
  const path = songPath(item.id);
  const unavailable = !useAvailableOffline(item);

  const open = () => void navigate(path);
  const keyDown = (event: KeyboardEvent) => {
    // Only Enter on the row itself; Enter on its play button is that button's business.
    if (event.key === 'Enter' && event.target === event.currentTarget) open();
  };

  return (
    <Row tabIndex={0} onClick={open} onKeyDown={keyDown} data-testid="search-result">
      <Cell>
        <TitleCell>
          <CoverPlayButton
            imageUrl={item.imageUrl}
            playing={playing}
            unavailable={unavailable}
            label={t(
              unavailable
                ? 'results.notAvailableOffline'
                : playing
                  ? 'results.pause'
                  : 'results.play',
              { title: item.title },
            )}
            onPlay={() => onPlay(item)}
          />
          <TitleText>
            <Title>
              {/* A real link for assistive technology; the row is the keyboard target. */}
              <Link to={path} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
                <MatchedText text={item.title} words={item.match?.words} />
              </Link>
              {item.ysnRestricted === 1 && <RestrictedLock />}
            </Title>
            {unavailable && <Unavailable>{t('results.notAvailable')}</Unavailable>}
            <MatchedCards match={item.match} t={t} />
            <PairMarker subject={item.subject} learnerSubject={learnerSubject} />
            <MobileCreator>{item.creator}</MobileCreator>
          </TitleText>
        </TitleCell>
      </Cell>
      <Cell $hideOnMobile>{item.creator}</Cell>
      <Cell $hideOnMobile>{item.genre || '–'}</Cell>
      <Cell>
        <LevelBadge level={item.level} />
      </Cell>
      <Cell $hideOnMobile>
        <Count>
          <EyeIcon />
          {formatCount(item.views, language)}
        </Count>
      </Cell>
      <Cell $hideOnMobile>
        <Count>
          <HeartIcon />
          {formatCount(item.likes, language)}
        </Count>
      </Cell>
    </Row>
  );
});
