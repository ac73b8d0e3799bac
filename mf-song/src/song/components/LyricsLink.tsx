import type { MouseEvent } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { lyricsHeadingId } from '../lyricsAnchor';
import { LyricsIcon } from './SongIcons';

/**
 * "To the lyrics", next to Play: on a phone the lyrics are screens further down. The page scrolls
 * to their heading, which takes the focus (the URL keeps no #fragment, the router is not involved).
 */
export function LyricsLink() {
  const { t } = useTranslation(songNamespace);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(lyricsHeadingId);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <Button as="a" $variant="secondary" href={`#${lyricsHeadingId}`} onClick={jump}>
      <LyricsIcon />
      {t('song.toLyrics')}
    </Button>
  );
}
