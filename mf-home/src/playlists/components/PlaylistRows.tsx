import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { Skeleton } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import { useGetPlaylistsQuery } from '../api/getPlaylists';
import { cardSize } from '../cardSize';
import { CardSkeletons } from './CardSkeletons';
import { PlaylistRow } from './PlaylistRow';
import { RowHead, RowMessage, RowSection } from './rowStyles';

/** All playlist rows of the home page. */
export function PlaylistRows() {
  const { t } = useTranslation(homeNamespace);
  const { language } = useLanguage();
  const { data: playlists, isLoading, isError } = useGetPlaylistsQuery(language);

  if (isLoading) {
    return (
      <RowSection aria-busy="true">
        <RowHead>
          <Skeleton $width="180px" $height="28px" />
        </RowHead>
        <CardSkeletons size={cardSize('top-rated')} />
      </RowSection>
    );
  }
  if (isError || !playlists?.length) {
    return (
      <RowSection>
        <RowMessage role={isError ? 'alert' : undefined}>
          {isError ? t('rows.error') : t('rows.empty')}
        </RowMessage>
      </RowSection>
    );
  }
  return (
    <>
      {playlists.map((playlist) => (
        <PlaylistRow key={playlist.ppID} playlist={playlist} />
      ))}
    </>
  );
}
