import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useNowPlaying, usePlayerCommands } from '@btb/shared-player';
import { Button } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { useGetPodcastInfoQuery } from '../api/getPodcastInfo';
import { podcastTrack } from '../podcastTrack';
import { HeadphonesIcon } from './SongIcons';

/** Shown only when the song has podcast info; plays the podcast in the one player. */
export function PodcastButton({ song, title }: { song: SongDetail; title: string }) {
  const { t } = useTranslation(songNamespace);
  const { data } = useGetPodcastInfoQuery(song.songID);
  const { currentTrack, isPlaying } = useNowPlaying();
  const { play } = usePlayerCommands();
  if (!data?.hasPodcastInfo || !data.soundPath) return null;

  const soundPath = data.soundPath;
  const playing = isPlaying && currentTrack?.podcastFileName === soundPath;
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-pressed={playing}
      onClick={() => play(podcastTrack(song, soundPath, t('song.podcastTrackTitle', { title })))}
    >
      <HeadphonesIcon />
      {t('song.podcastInfo')}
    </Button>
  );
}
