import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import {
  dismissToast,
  selectCurrentToast,
  useAppDispatch,
  useAppSelector,
  type ToastVariant,
} from '@btb/shared-store';

/** How long a toast stays before it dismisses itself. */
export const toastVisibleMs = 5000;

const Box = styled.div<{ $variant: ToastVariant }>`
  position: fixed;
  right: 16px;
  bottom: calc(${({ theme }) => theme.playerBarHeight} + 16px);
  z-index: 1100;
  max-width: min(92vw, 380px);
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? theme.colors.dangerFill
      : $variant === 'success'
        ? '#166534'
        : theme.colors.surfaceRaised};
  color: #fff;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
`;

const Close = styled.button`
  margin-left: auto;
  background: none;
  border: 0;
  color: inherit;
  font-size: 1.2rem;
  cursor: pointer;
`;

/** The one toast slot of the page (SPEC: at most one toast at a time). */
export function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), toastVisibleMs);
    return () => window.clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <div aria-live="polite" aria-atomic="true">
      {toast && (
        <Box
          $variant={toast.variant}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div>
            <strong>{toast.title}</strong>
            {toast.description && <div>{toast.description}</div>}
          </div>
          <Close aria-label={t('toast.dismiss')} onClick={() => dispatch(dismissToast(toast.id))}>
            ×
          </Close>
        </Box>
      )}
    </div>
  );
}
