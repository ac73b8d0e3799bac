import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { dictationNamespace } from './dictationNamespace';
import type { DictationTally } from './dictationSession';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
  margin-top: 12px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0;
  }
`;

interface DictationScoreProps {
  score: DictationTally;
  onRestart: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The end of the dictation: lines and words written right, and Start again. */
export function DictationScore({ score, onRestart, ref }: DictationScoreProps) {
  const { t } = useTranslation(dictationNamespace);
  const id = useId();
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-lines`}
      data-testid="dictation-final-score"
    >
      <p id={`${id}-lines`}>
        <strong>
          {t('dictation.linesRight', { right: score.linesRight, count: score.lines })}
        </strong>
      </p>
      <p>{t('dictation.wordsRightTotal', { right: score.wordsRight, count: score.words })}</p>
      <Button type="button" onClick={onRestart}>
        {t('dictation.restart')}
      </Button>
    </Box>
  );
}
