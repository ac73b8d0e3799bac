import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { GapLine } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden, PlainList } from '@btb/shared-ui';
import { gapGameNamespace } from './gapGameNamespace';

const Line = styled.li<{ $current: boolean }>`
  padding: 6px 10px;
  border-left: 4px solid
    ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  border-radius: 6px;
  background: ${({ $current, theme }) => ($current ? theme.colors.surfaceRaised : 'transparent')};
  font-size: ${({ $current }) => ($current ? '1.15rem' : '1rem')};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  line-height: 1.6;
`;

const Blank = styled.span<{ $active: boolean }>`
  display: inline-block;
  min-width: 4ch;
  border-bottom: 2px solid
    ${({ $active, theme }) => ($active ? theme.colors.focus : theme.colors.textMuted)};
`;

const Filled = styled.span<{ $late: boolean }>`
  color: ${({ $late, theme }) => ($late ? theme.colors.accent : theme.colors.success)};
  text-decoration: underline;
`;

interface GapLinesProps {
  plan: readonly GapLine[];
  filled: ReadonlySet<string>;
  misses: Readonly<Record<string, number>>;
  currentLine: number;
  activeGap: string | null;
}

/** The song's lines with their gaps: blanks, and the words filled so far; the sung line in view. */
export function GapLines({ plan, filled, misses, currentLine, activeGap }: GapLinesProps) {
  const { t } = useTranslation(gapGameNamespace);
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [currentLine]);
  return (
    <PlainList as="ol" $gap={0.5} aria-label={t('gapGame.lines')} data-testid="gap-lines">
      {plan.map((line, index) => (
        <Line
          key={`${line.start}-${index}`}
          ref={index === currentLine ? currentRef : undefined}
          $current={index === currentLine}
          aria-current={index === currentLine ? 'true' : undefined}
          data-testid="gap-line"
          data-start={line.start}
        >
          {line.tokens.map((token, at) => {
            if (token.kind === 'text') return <span key={at}>{token.text}</span>;
            if (filled.has(token.id)) {
              return (
                <Filled key={at} $late={(misses[token.id] ?? 0) > 0}>
                  {token.answer}
                </Filled>
              );
            }
            return (
              <Blank key={at} $active={token.id === activeGap} data-testid="gap-blank">
                <span aria-hidden="true">{'\u00a0'.repeat(6)}</span>
                <VisuallyHidden>{t('gapGame.blank')}</VisuallyHidden>
              </Blank>
            );
          })}
        </Line>
      ))}
    </PlainList>
  );
}
