import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import { useExerciseRunning } from './exerciseRunning';

const Covered = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/**
 * What would give an exercise's answers away (the lyrics, the word list): hidden while listen and
 * write or fill the gap runs, with a button to show it anyway; shown again when the exercise ends.
 * Hidden, not removed: what is inside keeps its state.
 */
export function ExerciseCover({ children }: { children: ReactNode }) {
  const { t } = useTranslation(playerNamespace);
  const running = useExerciseRunning();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!running) setShown(false);
  }, [running]);
  const hidden = running && !shown;
  return (
    <>
      {hidden && (
        <Covered data-testid="exercise-cover">
          <p>{t('exerciseCover.hidden')}</p>
          <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
            {t('exerciseCover.show')}
          </Button>
        </Covered>
      )}
      <div hidden={hidden} data-testid="exercise-covered">
        {children}
      </div>
    </>
  );
}
