import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { GapGameState, GapLine } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { gapGameNamespace } from './gapGameNamespace';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
  margin: 12px 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  p,
  ul {
    margin: 0;
  }
`;

/** The gaps that took more than one try: the word and how many wrong tries, in song order. */
export function missedGaps(plan: readonly GapLine[], game: GapGameState) {
  return plan.flatMap((line) =>
    line.tokens.flatMap((token) =>
      token.kind === 'gap' && (game.misses[token.id] ?? 0) > 0
        ? [{ id: token.id, word: token.answer, tries: game.misses[token.id] ?? 0 }]
        : [],
    ),
  );
}

interface GapSummaryProps {
  plan: readonly GapLine[];
  game: GapGameState;
  gapCount: number;
  onPlayAgain: () => void;
}

/** The end of the game: right at the first try out of all gaps, what was missed, and Play again. */
export function GapSummary({ plan, game, gapCount, onPlayAgain }: GapSummaryProps) {
  const { t } = useTranslation(gapGameNamespace);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const missed = missedGaps(plan, game);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="gap-summary"
    >
      <p id={`${id}-title`}>
        <strong>{t('gapGame.doneTitle')}</strong>{' '}
        {t('gapGame.doneScore', { right: game.right, count: gapCount })}
      </p>
      {missed.length > 0 ? (
        <>
          <p>{t('gapGame.missedTitle')}</p>
          <ul data-testid="gap-missed">
            {missed.map((gap) => (
              <li key={gap.id}>
                <strong>{gap.word}</strong> {t('gapGame.wrongTries', { count: gap.tries })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('gapGame.noneMissed')}</p>
      )}
      <Button type="button" onClick={onPlayAgain}>
        {t('gapGame.playAgain')}
      </Button>
    </Box>
  );
}
