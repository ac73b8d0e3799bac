import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkTarget } from '../../links/linkTarget';
import { TargetLink } from '../../links/TargetLink';

const IconLink = styled(TargetLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:hover > [data-tip],
  &:focus-visible > [data-tip] {
    opacity: 1;
  }
`;

/**
 * Shown on hover and on keyboard focus; the link's own label carries the text for assistive tech.
 * The icons sit at the right end of a row, so the tip grows leftwards: centred, it reached past
 * the edge of a phone screen and made the whole page wider (even while invisible).
 */
const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  right: 0;
  padding: 4px 8px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.8rem;
  white-space: nowrap;
  pointer-events: none;
  opacity: 0;
  transition: opacity 0.15s ease;
`;

interface RowIconLinkProps {
  target: LinkTarget;
  tooltip: string;
  label: string;
  children: ReactNode;
}

export function RowIconLink({ target, tooltip, label, children }: RowIconLinkProps) {
  return (
    <IconLink target={target} aria-label={label}>
      {children}
      <Tip data-tip aria-hidden="true">
        {tooltip}
      </Tip>
    </IconLink>
  );
}
