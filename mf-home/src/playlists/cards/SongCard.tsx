import { memo } from 'react';
import { useTheme } from 'styled-components';
import { Link } from '@btb/shared-router';
import { PairMarker } from '@btb/shared-ui';
import type { CardSize } from '../cardSize';
import type { HomeTranslate } from '../../homeNamespace';
import { CardCover } from './CardCover';
import type { CardItem } from './cardItem';
import { CardBox, Creator, Info, PairCorner, Shade, Title } from './cardStyles';
import { LikeButton } from './LikeButton';
import { PlayButton } from './PlayButton';
import { RestrictedMark } from './RestrictedMark';
import type { RowQueue } from './usePlayTrack';
import { songPath } from '@btb/platform/links';

interface SongCardProps {
  item: CardItem;
  size: CardSize;
  queue: RowQueue;
  eagerCover?: boolean;
  /** The learner's pair (`selectLearningSubject`), read once by the row. */
  learnerSubject: string | null;
  /** The row's `t`: a page has dozens of cards, and one translating hook per row costs less. */
  t: HomeTranslate;
}

/** One song of a row: cover, title, creator line, like and play. */
export const SongCard = memo(function SongCard({
  item,
  size,
  queue,
  eagerCover = false,
  learnerSubject,
  t,
}: SongCardProps) {
  const { space } = useTheme();
  return (
    <CardBox $width={size.width} $height={size.height} data-testid="song-card">
      <CardCover
        key={item.imageUrl}
        imageUrl={item.imageUrl}
        width={space(size.width)}
        eager={eagerCover}
      />
      <Shade />
      <PairCorner>
        <PairMarker subject={item.subject} learnerSubject={learnerSubject} />
      </PairCorner>
      <LikeButton id={item.id} title={item.title} likes={item.likes} t={t} />
      <Info>
        <Title>
          <Link to={songPath(item.id)}>{item.title}</Link>
        </Title>
        <Creator>
          {item.track.ysnRestricted === 1 && <RestrictedMark t={t} />}
          {item.creator}
        </Creator>
      </Info>
      <PlayButton track={item.track} queue={queue} t={t} />
    </CardBox>
  );
});
