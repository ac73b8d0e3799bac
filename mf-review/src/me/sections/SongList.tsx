import { useMemo } from 'react';
import styled from 'styled-components';
import { Link } from '@btb/shared-router';
import { useLanguage } from '@btb/shared-i18n';
import type { ListenedSong } from '@btb/shared-player';
import { Muted, PlainList, Row } from '@btb/shared-ui';
import { Section } from './Section';
import { songPath } from '@btb/platform/links';

const SongLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The rows, with the time of each in the reader's language. The formatter is made here, once per
 * language: the first one a page makes loads the language's date data (56 ms on the phone the bench
 * emulates, in German), which a list with no song never needs.
 */
function SongRows({ songs }: { songs: readonly ListenedSong[] }) {
  const { language } = useLanguage();
  const format = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  return (
    <PlainList>
      {songs.map((song) => (
        <Row
          as="li"
          $justify="space-between"
          $align="flex-start"
          $wrap
          key={song.id}
          data-testid="song-row"
        >
          <span>
            <SongLink to={songPath(song.id)}>{song.title}</SongLink>
            {song.creator && <Muted as="span"> · {song.creator}</Muted>}
          </span>
          <Muted as="span">
            <time dateTime={song.at}>{format.format(new Date(song.at))}</time>
          </Muted>
        </Row>
      ))}
    </PlainList>
  );
}

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
  return (
    <Section id={id} title={title}>
      {songs.length === 0 ? <Muted>{empty}</Muted> : <SongRows songs={songs} />}
    </Section>
  );
}
