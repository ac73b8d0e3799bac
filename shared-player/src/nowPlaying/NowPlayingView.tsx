import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button, Dialog, Spinner } from '@btb/shared-ui';
import { CoverArt } from '../bar/CoverArt';
import { playerNamespace } from '../playerNamespace';
import { playerActions, selectPlayer } from '../state/playerSlice';
import { useSourceLabel } from '../state/useSourceLabel';
import { LearnerControls } from './LearnerControls';
import { LyricsList } from './LyricsList';
import type { LyricsState } from './useLyricLines';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Meta = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  strong {
    font-size: 1.3rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1rem;
`;

const Lyrics = styled.div`
  max-height: 45vh;
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;

interface NowPlayingViewProps {
  lyrics: LyricsState;
  currentLine: number;
  onClose: () => void;
}

/** Large cover, title, creator, source, learner controls and the synced lyrics. */
export function NowPlayingView({ lyrics, currentLine, onClose }: NowPlayingViewProps) {
  const { t } = useTranslation(playerNamespace);
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const source = useSourceLabel(player.queueSource);
  const track = player.currentTrack;
  const lines = lyrics.status === 'ready' ? lyrics.lines : [];

  return (
    <Dialog title={t('nowPlayingView.title')} onClose={onClose} wide>
      {track && (
        <Head>
          <CoverArt imageUrl={track.imageUrl} large />
          <Meta>
            <strong data-testid="now-playing-title">{track.title}</strong>
            {(track.artist || track.creator) && <span>{track.artist || track.creator}</span>}
            {source && <span data-testid="now-playing-source">{source}</span>}
          </Meta>
        </Head>
      )}
      <LearnerControls lines={lines} currentLine={currentLine} player={player} />
      <Heading>{t('nowPlayingView.lyrics')}</Heading>
      <Lyrics>
        {lyrics.status === 'loading' && <Spinner label={t('nowPlayingView.loadingLyrics')} />}
        {lyrics.status === 'failed' && <p role="alert">{t('nowPlayingView.lyricsError')}</p>}
        {(lyrics.status === 'none' || (lyrics.status === 'ready' && !lines.length)) && (
          <p>{t('nowPlayingView.noLyrics')}</p>
        )}
        {lines.length > 0 && (
          <LyricsList
            lines={lines}
            current={currentLine}
            onSeek={(seconds) => dispatch(playerActions.seek(seconds))}
          />
        )}
      </Lyrics>
      <Footer>
        <Button type="button" onClick={onClose}>
          {t('nowPlayingView.close')}
        </Button>
      </Footer>
    </Dialog>
  );
}
