import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { ListenAndWrite } from '@btb/shared-player';
import { songNamespace } from '../../songNamespace';
import { LyricsGameSection } from './LyricsGameSection';

interface DictationSectionProps {
  song: SongDetail;
  /** Plays this song (the page's Play). */
  onPlay: () => void;
}

/** Listen and write over the song's timed lines (issue 32); it loads when opened. */
export function DictationSection({ song, onPlay }: DictationSectionProps) {
  const { t } = useTranslation(songNamespace);
  if (!song.lyricLines.length) return null;
  return (
    <LyricsGameSection
      heading={t('dictation.heading')}
      intro={t('dictation.intro')}
      openLabel={t('dictation.open')}
      closeLabel={t('dictation.close')}
      testId="dictation-section"
    >
      {() => (
        <ListenAndWrite
          songId={song.songID}
          lessonCode={song.strCode}
          lines={song.lyricLines}
          onPlay={onPlay}
          restricted={song.ysnRestricted === 1}
        />
      )}
    </LyricsGameSection>
  );
}
