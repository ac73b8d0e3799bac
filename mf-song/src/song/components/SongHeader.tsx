import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { formatCount } from '@btb/shared-store';
import { PageHeading } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { LikeButton } from './LikeButton';
import { RestrictedBadge } from './RestrictedBadge';
import { SongBadgeList } from './SongBadgeList';
import { SongCover } from './SongCover';

const Layout = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Info = styled.div`
  flex: 1 1 280px;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Label = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled(PageHeading)`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Stats = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SongHeaderProps {
  song: SongDetail;
  title: string;
  plays: number;
}

export function SongHeader({ song, title, plays }: SongHeaderProps) {
  const { t } = useTranslation(songNamespace);
  const { language } = useLanguage();
  return (
    <Layout>
      <SongCover imageUrl={song.imageUrl} alt={t('song.coverAlt', { title })} />
      <Info>
        <Label>{t('song.label')}</Label>
        <Title>{title}</Title>
        <RestrictedBadge restricted={song.ysnRestricted === 1} />
        <Stats>
          <LikeButton songId={song.songID} likes={song.intLikes} />
          <span data-testid="song-plays">
            {t('song.playsCount', { count: plays, formatted: formatCount(plays, language) })}
          </span>
        </Stats>
        <SongBadgeList song={song} />
      </Info>
    </Layout>
  );
}
