import type { HomePlaylist } from '../api/homePlaylists';
import { PlayAllButton, SaveOfflineIconButton, type PlayerTrack } from '@btb/shared-player';
import { useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { BookOpenIcon, SearchIcon } from '../../icons/heroIcons';
import { linkTarget } from '../../links/linkTarget';
import { RowIconLink } from './RowIconLink';
import { RowHead, RowHeadline } from './rowStyles';
import { bookOverviewPath } from '@btb/platform/links';

interface RowHeaderProps {
  playlist: HomePlaylist;
  headingId: string;
  /** The row's tracks in order, for Play all; none while they load. */
  tracks: PlayerTrack[];
}

/** The headline, Play all, Save for offline, and the row's search link (when it has one) and its learning-plan link. */
export function RowHeader({ playlist, headingId, tracks }: RowHeaderProps) {
  const { t } = useTranslation(homeNamespace);
  const { headline, btn1Searchurl, btn2OverviewCode } = playlist;
  const search = linkTarget(btn1Searchurl);
  const overviewCode = btn2OverviewCode?.trim();
  return (
    <RowHead>
      <RowHeadline id={headingId}>{headline}</RowHeadline>
      {tracks.length > 0 && (
        <PlayAllButton
          tracks={tracks}
          source={{ kind: 'playlist', name: headline }}
          label={t('rows.playAll', { headline })}
          $variant="ghost"
        />
      )}
      {tracks.length > 0 && (
        <SaveOfflineIconButton
          request={{
            kind: 'playlist',
            key: headline,
            title: headline,
            songIds: tracks.map((track) => track.id),
          }}
        />
      )}
      {search.kind !== 'none' && (
        <RowIconLink
          target={search}
          tooltip={t('rows.showAll')}
          label={`${t('rows.showAll')}: ${headline}`}
        >
          <SearchIcon />
        </RowIconLink>
      )}
      {overviewCode && (
        <RowIconLink
          target={{ kind: 'app', to: bookOverviewPath(overviewCode) }}
          tooltip={t('rows.learningPlan')}
          label={`${t('rows.learningPlan')}: ${headline}`}
        >
          <BookOpenIcon />
        </RowIconLink>
      )}
    </RowHead>
  );
}
