import styled from 'styled-components';
import { SelectInput } from '@btb/shared-ui';

/** The site's select, compact for the bar: a 44 px touch target with tabular figures. */
export const Select = styled(SelectInput)`
  min-width: 64px;
  padding: 0 6px;
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

/** A button that looks like the text it holds (a track's title), a 44 px touch target. */
export const TextButton = styled.button`
  min-width: 0;
  min-height: 44px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The bar's right end: the track's buttons (when there is a track) and the volume. */
export const BarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;
