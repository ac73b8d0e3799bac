import styled, { css } from 'styled-components';

const badgeStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 28px;
  padding: 2px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
`;

export const Badge = styled.span`
  ${badgeStyles}
`;

export const BadgeButton = styled.button`
  ${badgeStyles}
  cursor: pointer;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A badge that goes somewhere (the lesson in its learning plan). */
export const BadgeLink = styled.a`
  ${badgeStyles}
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
