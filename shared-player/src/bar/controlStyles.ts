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
