import { skipToken } from '@btb/shared-store';
import { useParams } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PageContainer, usePageMeta } from '@btb/shared-ui';
import { songNamespace } from '../songNamespace';
import { useGetSongDetailQuery } from './api/getSongDetail';
import { BackButton } from './components/BackButton';
import { SongView } from './components/SongView';
import { parseSongId } from './parseSongId';
import { meta } from './songMeta';
export { prefetchSong as prefetch } from './prefetchSong';
export { meta };

const Message = styled.div`
  margin: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

/** `/song/{id}` (SPEC section 2 "Song page"). */
export default function SongPage() {
  const { t } = useTranslation(songNamespace);
  const id = parseSongId(useParams().id);
  const { currentData: song, isError } = useGetSongDetailQuery(id ?? skipToken);
  const title = song?.songTitlePublic || song?.songTitle || t('song.pageTitle');
  usePageMeta(meta);

  let body;
  if (id === undefined || isError)
    body = (
      <Message role="alert">
        <h1>{t('song.notFound')}</h1>
      </Message>
    );
  else if (!song) body = <Message role="status">{t('song.loading')}</Message>;
  else body = <SongView key={song.songID} song={song} title={title} />;

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <BackButton />
      {body}
    </PageContainer>
  );
}
