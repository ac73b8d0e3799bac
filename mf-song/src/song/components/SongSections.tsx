import styled from 'styled-components';
import type { SongDetail } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Card } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';

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

/** What you'll learn, Lyrics and Music Style; a section without text is left out. */
export function SongSections({ song }: { song: SongDetail }) {
  const { t } = useTranslation(songNamespace);
  const sections = [
    { id: 'learning', heading: t('song.learningContent'), text: song.learningContent },
    { id: 'lyrics', heading: t('song.lyrics'), text: song.lyrics },
    { id: 'style', heading: t('song.musicStyle'), text: song.musicStylePrompt },
  ].filter((section) => section.text?.trim());
  return (
    <Stack>
      {sections.map(({ id, heading, text }) => (
        <Card key={id} aria-labelledby={`song-section-${id}`}>
          <h2 id={`song-section-${id}`}>{heading}</h2>
          <p>{text}</p>
        </Card>
      ))}
    </Stack>
  );
}
