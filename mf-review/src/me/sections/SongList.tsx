import styled from 'styled-components';
import { Link } from '@btb/shared-router';
import { useLanguage } from '@btb/shared-i18n';
import type { ListenedSong } from '@btb/shared-player';
import { Empty, List, Section } from './Section';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SongLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

/** Songs with when they were played or heard, each linking to its song page. */
export function SongList({
  id,
  title,
  empty,
  songs,
}: {
  id: string;
  title: string;
  empty: string;
  songs: readonly ListenedSong[];
}) {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section id={id} title={title}>
      {songs.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <List>
          {songs.map((song) => (
            <Row key={song.id} data-testid="song-row">
              <span>
                <SongLink to={`/song/${song.id}`}>{song.title}</SongLink>
                {song.creator && <Muted> · {song.creator}</Muted>}
              </span>
              <Muted>
                <time dateTime={song.at}>{format.format(new Date(song.at))}</time>
              </Muted>
            </Row>
          ))}
        </List>
      )}
    </Section>
  );
}
