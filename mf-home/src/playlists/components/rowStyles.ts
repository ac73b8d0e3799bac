import styled from 'styled-components';

/** The room below each row, in CSS pixels. */
export const rowMarginBottom = 40;

export const RowSection = styled.section`
  margin-bottom: ${rowMarginBottom}px;
`;

export const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

export const RowHeadline = styled.h2`
  min-width: 0;
  overflow-wrap: anywhere;
  margin: 0 8px 0 0;
  font-size: clamp(1.2rem, 2.6vw, 1.5rem);
`;

/** Where a row's cards not yet rendered begin (useRowReached): hardly any room, no snap point. */
export const CardsFollowMarker = styled.li`
  flex: none;
  width: 1px;
  && {
    scroll-snap-align: none;
  }
`;

export const CardList = styled.ul`
  display: flex;
  gap: 16px;
  margin: 0;
  padding: 4px 2px 12px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 2px;
  scrollbar-width: thin;
  > li {
    scroll-snap-align: start;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

export const RowMessage = styled.p`
  margin: 0;
  padding: 24px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;
