import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { FillTheGap } from '@btb/shared-player';
import { songNamespace } from '../../songNamespace';
import { LyricsGameSection } from './LyricsGameSection';

interface FillGapSectionProps {
  song: SongDetail;
  /** Plays this song (the page's Play). */
  onPlay: () => void;
}

/** Fill the gap over the song's synced lyrics (issue 20); the game loads when opened. */
export function FillGapSection({ song, onPlay }: FillGapSectionProps) {
  const { t } = useTranslation(songNamespace);
  if (!song.lyricLines.length) return null;
  return (
    <LyricsGameSection
      heading={t('song.fillGap')}
      intro={t('song.fillGapIntro')}
      openLabel={t('song.fillGapOpen')}
      closeLabel={t('song.fillGapClose')}
    >
      {() => (
        <FillTheGap
          songId={song.songID}
          lessonCode={song.strCode}
          lines={song.lyricLines}
          language={song.language}
          onPlay={onPlay}
          restricted={song.ysnRestricted === 1}
          autoStart
        />
      )}
    </LyricsGameSection>
  );
}
