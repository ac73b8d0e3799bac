import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { PlayAllButton, fetchLessonTracks, type PlayerTrack } from '@btb/shared-player';
import { SaveOfflineButton } from '@btb/shared-player/offlineViews';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { LyricsLink } from './LyricsLink';
import { PodcastButton } from './PodcastButton';
import { ShareLinkButton } from './ShareLinkButton';
import { BookIcon, BrainIcon, PlayIcon } from './SongIcons';
import { quizPath } from '@btb/platform/links';

/** Below the actions, so the row's wrapping stays as the server drew it (no layout shift). */
const Offline = styled.div`
  margin: calc(-1 * ${({ theme }) => theme.space(3)}) 0 ${({ theme }) => theme.space(6)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  a {
    text-decoration: none;
  }
`;

interface SongActionsProps {
  song: SongDetail;
  title: string;
  playing: boolean;
  onPlay: () => void;
}

/**
 * The lesson's songs for "Play this lesson": the API's list names no creator, so this song's own
 * creator is filled in (the lesson code is no creator: it was shown in the bar and Recently played).
 */
async function lessonTracks(song: SongDetail): Promise<PlayerTrack[]> {
  const tracks = await fetchLessonTracks(song.strCode.trim());
  return tracks.map((track) =>
    track.id === song.songID ? { ...track, creator: song.creator } : track,
  );
}

/** Play, To the lyrics (where there are lyrics), Play this lesson, Share Link, the buttons that exist only when the song has a book, podcast or code, and Save for offline below them. */
export function SongActions({ song, title, playing, onPlay }: SongActionsProps) {
  const { t } = useTranslation(songNamespace);
  const code = song.strCode.trim();
  return (
    <>
      <Row>
        <Button type="button" onClick={onPlay}>
          <PlayIcon />
          {playing ? t('song.playing') : t('song.play')}
        </Button>
        {song.lyrics?.trim() && <LyricsLink />}
        {code && (
          <PlayAllButton
            tracks={() => lessonTracks(song)}
            source={{ kind: 'lesson', name: code }}
            text={t('song.playLesson')}
          />
        )}
        <ShareLinkButton />
        {song.bslBookUrl && (
          <Button
            as="a"
            $variant="secondary"
            href={song.bslBookUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <BookIcon />
            {t('song.downloadBook')}
            <VisuallyHidden>{t('song.opensInNewTab')}</VisuallyHidden>
          </Button>
        )}
        <PodcastButton song={song} title={title} />
        {code && (
          <Button as={Link} $variant="secondary" to={quizPath(code)}>
            <BrainIcon />
            {t('song.startQuiz')}
          </Button>
        )}
      </Row>
      <Offline>
        <SaveOfflineButton request={{ kind: 'song', songId: song.songID, title }} />
      </Offline>
    </>
  );
}
