import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { lyricsHeadingId } from '../lyricsAnchor';
import { LyricsIcon } from './SongIcons';

/** Only on a phone: on a wide screen the lyrics are near, and the row of buttons keeps one line. */
const PhoneOnly = styled(Button)`
  @media not all and (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

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
    <PhoneOnly as="a" $variant="secondary" href={`#${lyricsHeadingId}`} onClick={jump}>
      <LyricsIcon />
      {t('song.toLyrics')}
    </PhoneOnly>
  );
}
