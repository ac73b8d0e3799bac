import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppSelector } from '@btb/shared-store';
import { Button, Dialog, Spinner, Row } from '@btb/shared-ui';
import { CoverArt } from '../bar/CoverArt';
import { ListenAndWrite } from '../dictation/ListenAndWrite';
import { FillTheGap } from '../gapGame/FillTheGap';
import { playerNamespace } from '../playerNamespace';
import { nowPlayingNamespace } from './nowPlayingNamespace';
import { selectPlayer } from '../state/playerSlice';
import { useSourceLabel } from '../state/useSourceLabel';
import { LearnerControls } from './LearnerControls';
import { LyricsList } from './LyricsList';
import { NowPlayingTransport } from './NowPlayingTransport';
import type { LyricsState } from './useLyricLines';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    /* On a phone the cover would push the sung line below the fold; the bar shows it anyway. */
    > :first-child {
      display: none;
    }
  }
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

const LyricsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 16px 0 8px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

/** On a phone the whole view scrolls under the sticky controls, with no box scrolling inside it. */
const Lyrics = styled.div`
  max-height: 45vh;
  overflow: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    max-height: none;
    overflow: visible;
  }
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

/**
 * Large cover, title, creator, source, the bar's play/pause, previous/next and seek, learner
 * controls and the synced lyrics, or the fill-the-gap game or listen and write over them.
 */
export function NowPlayingView({ lyrics, currentLine, onClose }: NowPlayingViewProps) {
  const { t } = useTranslation([nowPlayingNamespace, playerNamespace]);
  const player = useAppSelector(selectPlayer);
  const source = useSourceLabel(player.queueSource);
  const track = player.currentTrack;
  const lines = lyrics.status === 'ready' ? lyrics.lines : [];
  const [gapGame, setGapGame] = useState(false);
  const canPlayGame = !!track && lyrics.status === 'ready' && lines.length > 0;
  const playingGame = gapGame && canPlayGame;
  const [dictation, setDictation] = useState(false);
  const writing = dictation && canPlayGame && !playingGame;

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
      <NowPlayingTransport />
      <LearnerControls lines={lines} currentLine={currentLine} player={player} />
      <LyricsHead>
        <Heading>{t('nowPlayingView.lyrics')}</Heading>
        {canPlayGame && (
          <Row $wrap>
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={playingGame}
              onClick={() => {
                setGapGame((on) => !on);
                setDictation(false);
              }}
            >
              {t('nowPlayingView.fillGap')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={writing}
              onClick={() => {
                setDictation((on) => !on);
                setGapGame(false);
              }}
              data-testid="dictation-toggle"
            >
              {t('dictation.open')}
            </Button>
          </Row>
        )}
      </LyricsHead>
      {playingGame && track && lyrics.status === 'ready' ? (
        <FillTheGap key={track.id} songId={track.id} lessonCode={lyrics.lessonCode} lines={lines} />
      ) : writing && track && lyrics.status === 'ready' ? (
        <ListenAndWrite
          key={track.id}
          songId={track.id}
          lessonCode={lyrics.lessonCode}
          lines={lines}
        />
      ) : (
        <Lyrics>
          {lyrics.status === 'loading' && <Spinner label={t('nowPlayingView.loadingLyrics')} />}
          {lyrics.status === 'failed' && <p role="alert">{t('nowPlayingView.lyricsError')}</p>}
          {(lyrics.status === 'none' || (lyrics.status === 'ready' && !lines.length)) && (
            <p>{t('nowPlayingView.noLyrics')}</p>
          )}
          {track && lyrics.status === 'ready' && lines.length > 0 && (
            <LyricsList
              songId={track.id}
              lessonCode={lyrics.lessonCode}
              language={lyrics.language}
              lines={lines}
              current={currentLine}
            />
          )}
        </Lyrics>
      )}
      <Footer>
        <Button type="button" onClick={onClose}>
          {t('nowPlayingView.close')}
        </Button>
      </Footer>
    </Dialog>
  );
}
