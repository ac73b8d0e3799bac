import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LyricLine } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { PlainList } from '../bar/controlStyles';
import { playerNamespace } from '../playerNamespace';

const Line = styled.button<{ $current: boolean }>`
  width: 100%;
  min-height: 44px;
  display: grid;
  gap: 2px;
  padding: 6px 10px;
  border: 0;
  border-left: 4px solid
    ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  border-radius: 6px;
  background: ${({ $current, theme }) => ($current ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ $current }) => ($current ? '1.15rem' : '1rem')};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Translation = styled.span`
  font-size: 0.85rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LyricsListProps {
  lines: readonly LyricLine[];
  current: number;
  onSeek: (seconds: number) => void;
}

/** Every line with its translation; the sung one highlighted and kept in view; a click seeks. */
export function LyricsList({ lines, current, onSeek }: LyricsListProps) {
  const { t } = useTranslation(playerNamespace);
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [current]);
  return (
    <PlainList aria-label={t('nowPlayingView.lyrics')} data-testid="lyrics">
      {lines.map((line, index) => (
        <li key={`${line.start}-${index}`}>
          <Line
            type="button"
            ref={index === current ? currentRef : undefined}
            $current={index === current}
            aria-current={index === current ? 'true' : undefined}
            title={t('nowPlayingView.seekToLine')}
            data-testid="lyric-line"
            data-start={line.start}
            onClick={() => onSeek(line.start)}
          >
            <span>{line.text}</span>
            {line.translation && <Translation>{line.translation}</Translation>}
          </Line>
        </li>
      ))}
    </PlainList>
  );
}
