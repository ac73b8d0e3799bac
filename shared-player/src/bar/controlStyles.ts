import styled from 'styled-components';

/** A native select sized as a 44 px touch target, in the bar's colours. */
export const Select = styled.select`
  min-height: 44px;
  min-width: 64px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

/** An ordered list without bullets: queue entries, lyric lines. */
export const PlainList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;
