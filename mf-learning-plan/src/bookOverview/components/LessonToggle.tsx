import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RoundButton } from '@btb/shared-ui';

const Toggle = styled(RoundButton)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

interface LessonToggleProps {
  label: string;
  tooltip: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/** An icon button that opens one panel of a lesson. */
export function LessonToggle({
  label,
  tooltip,
  open,
  controls,
  onToggle,
  children,
}: LessonToggleProps) {
  return (
    <Toggle
      type="button"
      aria-label={label}
      title={tooltip}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </Toggle>
  );
}
