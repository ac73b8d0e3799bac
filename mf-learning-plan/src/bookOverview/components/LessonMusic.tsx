import { useTranslation } from '@btb/shared-i18n';
import { trackFromSongByCode, useNowPlaying, usePlayerCommands } from '@btb/shared-player';
import { Button, PlainList, Row, Spinner } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { useGetSongsByCodeQuery } from '../api/getSongsByCode';
import { LessonSongRow } from './LessonSongRow';

/** The songs of one lesson; play starts a song with the lesson's songs as the queue. */
export function LessonMusic({ strCode, lessonName }: { strCode: string; lessonName: string }) {
  const { t } = useTranslation(learningPlanNamespace);
  const { data: songs, isLoading, isError, refetch } = useGetSongsByCodeQuery(strCode);
  const { currentTrack, isPlaying } = useNowPlaying();
  const { play } = usePlayerCommands();

  if (isLoading) {
    return (
      <Row as="p" $gap={3}>
        <Spinner label={t('bookOverview.loadingSongs')} />
      </Row>
    );
  }
  if (isError || !songs) {
    return (
      <Row as="p" $gap={3} role="alert">
        {t('bookOverview.songsError')}
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('bookOverview.retry')}
        </Button>
      </Row>
    );
  }
  if (songs.length === 0)
    return (
      <Row as="p" $gap={3}>
        {t('bookOverview.noSongs')}
      </Row>
    );

  // The player bar shows the lesson where an artist would be.
  const queue = songs.map((song) => trackFromSongByCode(song, lessonName));
  return (
    <PlainList aria-label={t('bookOverview.songsFor', { lesson: lessonName })}>
      {songs.map((song) => {
        const track = trackFromSongByCode(song, lessonName);
        return (
          <LessonSongRow
            key={song.songID}
            song={song}
            playing={isPlaying && currentTrack?.id === song.songID && !currentTrack.podcastFileName}
            onPlay={() => play(track, queue, { kind: 'lesson', name: strCode })}
          />
        );
      })}
    </PlainList>
  );
}
