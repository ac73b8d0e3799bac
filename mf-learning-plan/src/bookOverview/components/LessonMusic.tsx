import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { trackFromSongByCode, useNowPlaying, usePlayerCommands } from '@btb/shared-player';
import { Button, Spinner } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { useGetSongsByCodeQuery } from '../api/getSongsByCode';
import { LessonSongRow } from './LessonSongRow';

const Songs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The songs of one lesson; play starts a song with the lesson's songs as the queue. */
export function LessonMusic({ strCode, lessonName }: { strCode: string; lessonName: string }) {
  const { t } = useTranslation(learningPlanNamespace);
  const { data: songs, isLoading, isError, refetch } = useGetSongsByCodeQuery(strCode);
  const { currentTrack, isPlaying } = useNowPlaying();
  const { play } = usePlayerCommands();

  if (isLoading) {
    return (
      <Note>
        <Spinner label={t('bookOverview.loadingSongs')} />
      </Note>
    );
  }
  if (isError || !songs) {
    return (
      <Note role="alert">
        {t('bookOverview.songsError')}
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('bookOverview.retry')}
        </Button>
      </Note>
    );
  }
  if (songs.length === 0) return <Note>{t('bookOverview.noSongs')}</Note>;

  // The player bar shows the lesson where an artist would be.
  const queue = songs.map((song) => trackFromSongByCode(song, lessonName));
  return (
    <Songs aria-label={t('bookOverview.songsFor', { lesson: lessonName })}>
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
    </Songs>
  );
}
