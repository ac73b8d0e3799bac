import { useMemo } from 'react';
import styled from 'styled-components';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { useOnline } from '@btb/shared-player';
import { hydrateApart, Skeleton, theme } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import { useGetPlaylistsQuery } from '../api/getPlaylists';
import { cardSize } from '../cardSize';
import { categoryFromHeadline } from '../categoryFromHeadline';
import type { HomePlaylist } from '../api/homePlaylists';
import { CardSkeletons } from './CardSkeletons';
import { WhenNearViewport, type PlaceholderHeight } from '../../viewport/WhenNearViewport';
import { OfflineRows } from './OfflineRows';
import { PlaylistRow } from './PlaylistRow';
import { OtherPairRows } from './OtherPairRows';
import { initialCardCount } from './CardScroller';
import { rowsForPair } from '../pairOrder';
import { RowHead, RowMessage, rowMarginBottom, RowSection } from './rowStyles';

/** Rows rendered with the page; the ones further down render as they come near the viewport. */
const eagerRowCount = 2;
/** About one row's height (heading, cards, Show More), kept free until the row renders. */
const rowPlaceholderHeight = 360;

/**
 * A row's height but for its cards and its margin: the heading line and the cards' padding (on a
 * narrow screen the heading's buttons wrap to a second line), and Show More when it has one.
 */
const rowFrame = { wide: 72, narrow: 120, narrowBelow: 540 };
const showMoreHeight = 52;

/** The room a row not rendered yet keeps: its own height once rendered, so nothing below moves. */
function placeholderFor(playlist: HomePlaylist): PlaceholderHeight {
  const songs = Array.isArray(playlist.songs) ? playlist.songs.length : 0;
  const rest =
    parseFloat(theme.space(cardSize(categoryFromHeadline(playlist.headline)).height)) +
    (songs > initialCardCount ? showMoreHeight : 0);
  return { ...rowFrame, wide: rowFrame.wide + rest, narrow: rowFrame.narrow + rest };
}

/** While the rows load, the room of the first ones is kept, so the footer is not on screen yet. */
const LoadingRows = styled(RowSection)`
  min-height: ${eagerRowCount * rowPlaceholderHeight}px;
`;

/** A row rendered with the page hydrates on its own: a few short tasks, not one long one. */
const EagerRow = hydrateApart(PlaylistRow);

/** All playlist rows of the home page; with a chosen pair its rows, the others behind a button. */
export function PlaylistRows() {
  const { t } = useTranslation(homeNamespace);
  const { language } = useLanguage();
  const { data, isLoading, isError } = useGetPlaylistsQuery(language);
  const pair = useAppSelector(selectLearningSubject);
  const rows = useMemo(() => data && rowsForPair(data, pair), [data, pair]);
  const playlists = rows?.own;
  const online = useOnline();

  if (isLoading) {
    return (
      <LoadingRows aria-busy="true">
        <RowHead>
          <Skeleton $width="180px" $height="28px" />
        </RowHead>
        <CardSkeletons size={cardSize('top-rated')} />
      </LoadingRows>
    );
  }
  // With no network the rows cannot load: say so, and offer what is saved.
  if (isError && !online) return <OfflineRows />;
  if (isError || !playlists?.length) {
    if (rows?.others.length) return <OtherPairRows rows={rows.others} />;
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
      {playlists.map((playlist, index) =>
        index < eagerRowCount ? (
          <EagerRow key={playlist.ppID} playlist={playlist} eagerCovers={index === 0} />
        ) : (
          <WhenNearViewport
            key={playlist.ppID}
            placeholderHeight={placeholderFor(playlist)}
            placeholderMarginBottom={rowMarginBottom}
          >
            <PlaylistRow playlist={playlist} />
          </WhenNearViewport>
        ),
      )}
      {rows && <OtherPairRows rows={rows.others} />}
    </>
  );
}
