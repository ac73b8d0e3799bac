import styled from 'styled-components';
import { SelectInput } from '@btb/shared-ui';

/** The site's select, compact for the bar: a 44 px touch target with tabular figures. */
export const Select = styled(SelectInput)`
  min-width: 64px;
  padding: 0 6px;
  font-variant-numeric: tabular-nums;
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
