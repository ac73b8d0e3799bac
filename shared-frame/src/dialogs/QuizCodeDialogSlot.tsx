import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Row } from '@btb/shared-ui';
import { quizCodeDialog, RemoteRoute } from '@btb/shared-federation';
import { frameNamespace } from '../frameNamespace';

/**
 * mf-quiz's dialog draws its own modal (a portal), so this box stays hidden. It shows only while
 * the remote loads or when it is unavailable (the spinner or the fallback inside it), with a way out.
 */
const Slot = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  z-index: 950;
  transform: translate(-50%, -50%);
  width: min(92vw, 480px);
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.5);
  /* The route spinner asks for 40vh; inside this box a little room is enough. */
  > div:not(:last-child) {
    min-height: 96px !important;
  }
  &:not(:has([role='alert'], [role='status'])) {
    display: none;
  }
`;

/** Mounts mf-quiz's exposed QuizCodeDialog; it closes itself by dispatching `closeDialog()`. */
export function QuizCodeDialogSlot({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(frameNamespace);
  useEffect(() => {
    // The remote's own dialog handles Escape itself (and stops it); this covers the fallback.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <Slot data-testid="quiz-code-slot">
      <RemoteRoute page={quizCodeDialog} />
      <Row $justify="flex-end">
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('quizDialog.close')}
        </Button>
      </Row>
    </Slot>
  );
}
