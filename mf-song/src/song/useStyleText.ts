import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { songNamespace } from '../songNamespace';

/**
 * The Music Style section's text in the page's language: the style prompt as written (English)
 * on an English page; elsewhere what the server read from it (genre, tempo, singer) in the page's
 * words, and the prompt only for a song that has no reading (one saved offline before it existed).
 */
export function useStyleText(song: Pick<SongDetail, 'musicStylePrompt' | 'musicStyle'>): string {
  const { t, i18n } = useTranslation(songNamespace);
  const style = song.musicStyle;
  if (i18n.language === 'en' || !style) return song.musicStylePrompt;
  const summary = t('song.style.summary', { genre: style.genre, bpm: style.bpm });
  return style.voice ? `${summary}, ${t(`song.style.${style.voice}`)}` : summary;
}
