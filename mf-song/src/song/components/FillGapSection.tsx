import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { FillTheGap } from '@btb/shared-player';
import { Button, Card } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface FillGapSectionProps {
  song: SongDetail;
  /** Plays this song (the page's Play). */
  onPlay: () => void;
}

/** Fill the gap over the song's synced lyrics (issue 20); the game loads when opened. */
export function FillGapSection({ song, onPlay }: FillGapSectionProps) {
  const { t } = useTranslation(songNamespace);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!song.lyricLines.length) return null;
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <Head>
        <h2 id={`${id}-heading`}>{t('song.fillGap')}</h2>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={`${id}-game`}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('song.fillGapClose') : t('song.fillGapOpen')}
        </Button>
      </Head>
      <Intro>{t('song.fillGapIntro')}</Intro>
      <div id={`${id}-game`}>
        {open && (
          <FillTheGap
            songId={song.songID}
            lessonCode={song.strCode}
            lines={song.lyricLines}
            onPlay={onPlay}
          />
        )}
      </div>
    </Section>
  );
}
