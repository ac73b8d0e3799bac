import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(5, 4, 20, 0.72);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: min(100%, ${({ $wide }) => ($wide ? '720px' : '460px')});
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 24px;
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.3rem;
`;

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** For dialogs whose heading is part of the content (e.g. the flashcard modal). */
  hideTitle?: boolean;
}

/** Modal dialog: `role="dialog"`, labelled by its title, focus trapped, Escape and backdrop close. */
export function Dialog({ title, onClose, children, wide = false, hideTitle = false }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, onClose);
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $wide={wide}
      >
        <Title id={titleId} hidden={hideTitle}>
          {title}
        </Title>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
