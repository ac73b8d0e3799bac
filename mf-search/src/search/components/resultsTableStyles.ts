import styled, { css } from 'styled-components';

const onMobile = (rules: ReturnType<typeof css>) => css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    ${rules}
  }
`;

const mobileHidden = onMobile(css`
  display: none;
`);

/**
 * A table on wide screens; on phones a list of stacked rows (cover and title, then the level), so
 * nothing is wider than the screen. The header stays for screen readers only.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: auto;
  ${onMobile(css`
    display: block;
    tbody {
      display: block;
    }
  `)}
`;

export const TableHead = styled.thead`
  ${onMobile(css`
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  `)}
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
  ${onMobile(css`
    display: block;
    min-width: 0;
    padding: 8px 4px;
  `)}
  ${({ $hideOnMobile }) => $hideOnMobile && mobileHidden}
`;

export const Row = styled.tr`
  ${onMobile(css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 8px;
    /* A phone shows about eight of the 50 rows: the others skip style, layout and paint until
       scrolled near (a table row cannot; the stacked rows can). One line of title is 73 px. */
    content-visibility: auto;
    contain-intrinsic-size: auto 73px;
  `)}
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
