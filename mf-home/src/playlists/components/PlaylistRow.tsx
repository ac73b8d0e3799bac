import { useId, useMemo } from 'react';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { formatCount } from '@btb/shared-store';
import { homeNamespace } from '../../homeNamespace';
import { useGetCategoryContentQuery } from '../api/getCategoryContent';
import type { CardSong, HomePlaylist } from '../api/homePlaylists';
import { cardFromContent, cardFromPlaylistSong } from '../cards/cardItem';
import { categoryFromHeadline } from '../categoryFromHeadline';
import { cardSize } from '../cardSize';
import { RowContent } from './RowContent';
import { RowHeader } from './RowHeader';
import { RowSection } from './rowStyles';

function useSongCards(songs: CardSong[]) {
  const { t } = useTranslation(homeNamespace);
  const { language } = useLanguage();
  return useMemo(
    () =>
      songs.map((song) =>
        cardFromPlaylistSong(
          song,
          t('card.likesText', {
            count: song.intLikes,
            formatted: formatCount(song.intLikes, language),
          }),
        ),
      ),
    [songs, t, language],
  );
}

interface PlaylistRowProps {
  playlist: HomePlaylist;
  /** The first row's covers are the page's largest paint: fetch them first, not lazily. */
  eagerCovers?: boolean;
}

/** One playlist row; a playlist without songs shows its category's content instead (SPEC 7). */
export function PlaylistRow({ playlist, eagerCovers = false }: PlaylistRowProps) {
  const headingId = useId();
  const category = categoryFromHeadline(playlist.headline);
  const songs = useMemo(() => (Array.isArray(playlist.songs) ? playlist.songs : []), [playlist]);
  const songCards = useSongCards(songs);
  const fallback = useGetCategoryContentQuery(category, { skip: songs.length > 0 });
  const fallbackCards = useMemo(() => fallback.data?.map(cardFromContent), [fallback.data]);
  const ownSongs = songs.length > 0;
  const items = ownSongs ? songCards : fallbackCards;
  const tracks = useMemo(() => items?.map((item) => item.track) ?? [], [items]);

  return (
    <RowSection aria-labelledby={headingId} data-testid="playlist-row">
      <RowHeader playlist={playlist} headingId={headingId} tracks={tracks} />
      <RowContent
        items={items}
        isLoading={!ownSongs && fallback.isLoading}
        isError={!ownSongs && fallback.isError}
        size={cardSize(category)}
        label={playlist.headline}
        eagerCovers={eagerCovers}
      />
    </RowSection>
  );
}
