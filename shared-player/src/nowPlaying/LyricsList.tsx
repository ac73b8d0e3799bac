import { memo, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LyricLine } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch } from '@btb/shared-store';
import { PlainList, RoundButton } from '@btb/shared-ui';
import { PlayIcon } from '../bar/icons';
import { KaraokeScope } from '../lyrics/KaraokeScope';
import { KaraokeWords } from '../lyrics/KaraokeWords';
import { prefersReducedMotion } from '../lyrics/prefersReducedMotion';
import { nowPlayingNamespace } from './nowPlayingNamespace';
import { playerActions } from '../state/playerSlice';

const Line = styled.li<{ $current: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  padding: 4px 10px 4px 4px;
  border-left: 4px solid
    ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  border-radius: 6px;
  background: ${({ $current, theme }) => ($current ? theme.colors.surfaceRaised : 'transparent')};
`;

const SeekButton = styled(RoundButton)`
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.div<{ $current: boolean }>`
  display: grid;
  gap: 2px;
  padding-top: 8px;
  min-width: 0;
  font-size: ${({ $current }) => ($current ? '1.15rem' : '1rem')};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
`;

const Translation = styled.span`
  font-size: 0.85rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LyricsListProps {
  songId: number;
  lessonCode: string;
  /** The song's language. */
  language: string;
  lines: readonly LyricLine[];
  current: number;
}

/**
 * Every line with its translation, the sung one highlighted and kept in view, its words as karaoke
 * word buttons; a line's play button seeks to it. It renders again only when the line changes: the
 * word being sung is marked without it, and the view around it renders on every time update.
 */
export const LyricsList = memo(function LyricsList({
  songId,
  lessonCode,
  language,
  lines,
  current,
}: LyricsListProps) {
  const { t } = useTranslation(nowPlayingNamespace);
  const dispatch = useAppDispatch();
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [current]);
  return (
    <KaraokeScope songId={songId} lessonCode={lessonCode} language={language} lines={lines}>
      <PlainList as="ol" $gap={0.5} aria-label={t('nowPlayingView.lyrics')} data-testid="lyrics">
        {lines.map((line, index) => (
          <Line
            key={`${line.start}-${index}`}
            ref={index === current ? currentRef : undefined}
            $current={index === current}
            aria-current={index === current ? 'true' : undefined}
            data-testid="lyric-line"
            data-start={line.start}
          >
            <SeekButton
              type="button"
              aria-label={t('nowPlayingView.seekToLine')}
              title={t('nowPlayingView.seekToLine')}
              data-testid="lyric-line-seek"
              onClick={() => dispatch(playerActions.seek(line.start))}
            >
              <PlayIcon />
            </SeekButton>
            <Text $current={index === current}>
              <span>
                <KaraokeWords line={line} index={index} />
              </span>
              {line.translation && <Translation>{line.translation}</Translation>}
            </Text>
          </Line>
        ))}
      </PlainList>
    </KaraokeScope>
  );
});
