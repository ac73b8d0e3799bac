import { useState } from 'react';
import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import type { SongByCode } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-store';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { MusicIcon, PauseIcon, PlayIcon } from './OverviewIcons';
import { songPath } from '@btb/platform/links';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    flex: 1;
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Thumb = styled.span`
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border-radius: 8px;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.gradient};
  color: #fff;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PlayButton = styled(RoundButton)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

interface LessonSongRowProps {
  song: SongByCode;
  playing: boolean;
  onPlay: () => void;
}

export function LessonSongRow({ song, playing, onPlay }: LessonSongRowProps) {
  const { t } = useTranslation(learningPlanNamespace);
  const [imageFailed, setImageFailed] = useState(false);
  const title = song.songTitlePublic || song.songTitle;
  return (
    <Row>
      <Thumb>
        {song.imageThumbName && !imageFailed ? (
          <img
            src={apiRoutes.image(song.imageThumbName)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <MusicIcon />
        )}
      </Thumb>
      <Link to={songPath(song.songID)}>{title}</Link>
      <PlayButton
        type="button"
        aria-label={t(playing ? 'bookOverview.pauseSong' : 'bookOverview.playSong', { title })}
        onClick={onPlay}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </PlayButton>
    </Row>
  );
}
