import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { SingAlongToggle } from '@btb/shared-player';
import { Card, Row } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { lyricsHeadingId } from '../lyricsAnchor';
import { useStyleText } from '../useStyleText';
import { SongLyrics } from './SongLyrics';
import { TranslationsToggle } from './TranslationsToggle';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A card's heading, with the lyrics' "Sing along" and "Show translations" switches beside it. */
const HeadingRow = styled(Row)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
  }
`;

interface SongSectionsProps {
  song: SongDetail;
  /** Plays the song (the page's Play): a lyric word's "Play this line" starts it. */
  onPlay?: () => void;
}

/**
 * What you'll learn, Lyrics (sung lines as karaoke words, with the "Sing along" and "Show
 * translations" switches) and Music Style; a section without text is left out.
 */
export function SongSections({ song, onPlay }: SongSectionsProps) {
  const { t } = useTranslation(songNamespace);
  const styleText = useStyleText(song);
  const sections = [
    { id: 'learning', heading: t('song.learningContent'), text: song.learningContent },
    { id: 'lyrics', heading: t('song.lyrics'), text: song.lyrics },
    { id: 'style', heading: t('song.musicStyle'), text: styleText },
  ].filter((section) => section.text?.trim());
  return (
    <Stack>
      {sections.map(({ id, heading, text }) => (
        <Card key={id} aria-labelledby={`song-section-${id}`}>
          {id === 'lyrics' && song.lyricLines.length > 0 ? (
            <>
              <HeadingRow $justify="space-between" $wrap $gap={3}>
                <h2 id={lyricsHeadingId} tabIndex={-1}>
                  {heading}
                </h2>
                <Row $wrap>
                  <SingAlongToggle />
                  <TranslationsToggle />
                </Row>
              </HeadingRow>
              <SongLyrics song={song} onPlay={onPlay} />
            </>
          ) : (
            <>
              <h2 id={`song-section-${id}`}>{heading}</h2>
              <p>{text}</p>
            </>
          )}
        </Card>
      ))}
    </Stack>
  );
}
