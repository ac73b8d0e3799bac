import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import {
  lineEndOf,
  trackFromSongDetail,
  useLinePlayer,
  usePlayerCommands,
} from '@btb/shared-player';
import { Button, Row } from '@btb/shared-ui';
import { reviewNamespace } from '../../reviewNamespace';
import { useGetWordLineQuery } from './wordLineApi';

const Box = styled.figure`
  margin: 0;
  min-height: 5.5rem;
  display: grid;
  align-content: start;
  gap: 6px;
  blockquote {
    margin: 0;
    font-size: 1.1rem;
    font-style: italic;
  }
  figcaption,
  .muted {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface WordLineProps {
  lessonCode: string;
  word: string;
  /** The line's translation shows with the card's answer, not before. */
  showTranslation: boolean;
}

/** The lyric line a card's word comes from, with its song, played once on request (issue 34). */
export function WordLine({ lessonCode, word, showTranslation }: WordLineProps) {
  const { t } = useTranslation(reviewNamespace);
  const { data, isLoading, isError } = useGetWordLineQuery({ lessonCode, word });
  const { play } = usePlayerCommands();
  const song = data?.song;
  const playLine = useLinePlayer(
    song?.songID ?? -1,
    song ? () => play(trackFromSongDetail(song)) : undefined,
  );

  if (isLoading) {
    return (
      <Box aria-busy="true" data-testid="word-line">
        <p className="muted">{t('line.loading')}</p>
      </Box>
    );
  }
  if (isError || !data) {
    return (
      <Box data-testid="word-line">
        <p className="muted">{isError ? t('line.error') : t('line.none')}</p>
      </Box>
    );
  }
  const { line, index } = data;
  const title = data.song.songTitlePublic || data.song.songTitle;
  const lines = data.song.lyricLines;
  return (
    <Box data-testid="word-line">
      <blockquote lang={data.song.language}>{line.text}</blockquote>
      {showTranslation && line.translation && <p className="muted">{line.translation}</p>}
      <Row $wrap>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => playLine({ start: line.start, end: lineEndOf(lines, index) })}
          aria-label={t('line.playFrom', { title })}
        >
          {t('line.play')}
        </Button>
        <figcaption>{t('line.from', { title })}</figcaption>
      </Row>
    </Box>
  );
}
