import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Round = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  transition:
    background 0.15s ease,
    opacity 0.15s ease;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** An icon alone tells a screen reader nothing: the label is required. */
type RoundButtonProps = ComponentPropsWithRef<'button'> & { 'aria-label': string };

/**
 * A round 44 px button around an icon, transparent until the caller colours it
 * (`styled(RoundButton)`); a plain button (`type="button"`) unless told otherwise.
 */
export function RoundButton({ type = 'button', ...props }: RoundButtonProps) {
  return <Round type={type} {...props} />;
}
