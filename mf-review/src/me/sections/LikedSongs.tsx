import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Skeleton, Muted, PlainList } from '@btb/shared-ui';
import { useGetSongTitleQuery } from '../api/myLearningApi';
import { myLearningNamespace } from '../myLearningNamespace';
import { Section } from './Section';
import { songPath } from '@btb/platform/links';

const SongLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

/** A liked song by its title (fetched; a song gone from the catalogue shows its number). */
function LikedSongRow({ id }: { id: number }) {
  const { t } = useTranslation(myLearningNamespace);
  const { data, isLoading } = useGetSongTitleQuery(id);
  return (
    <li data-testid="liked-song">
      {isLoading ? (
        <Skeleton $width="12em" $height="1em" />
      ) : (
        <SongLink to={songPath(id)}>{data ?? t('liked.unknownSong', { id })}</SongLink>
      )}
    </li>
  );
}

/** The songs liked in this browser, newest like first. */
export function LikedSongs({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation(myLearningNamespace);
  return (
    <Section id="my-liked-songs" title={t('liked.title')}>
      {ids.length === 0 ? (
        <Muted>{t('liked.empty')}</Muted>
      ) : (
        <PlainList>
          {[...ids].reverse().map((id) => (
            <LikedSongRow key={id} id={id} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}
