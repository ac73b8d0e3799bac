import styled, { css } from 'styled-components';

const mobileHidden = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: auto;
`;

export const HeaderCell = styled.th<{ $hideOnMobile?: boolean }>`
  padding: 8px 12px;
  text-align: left;
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $hideOnMobile }) => $hideOnMobile && mobileHidden}
`;

export const Cell = styled.td<{ $hideOnMobile?: boolean }>`
  padding: 8px 12px;
  vertical-align: middle;
  ${({ $hideOnMobile }) => $hideOnMobile && mobileHidden}
`;

export const Row = styled.tr`
  cursor: pointer;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: background 0.15s ease;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
