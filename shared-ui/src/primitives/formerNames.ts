import styled from 'styled-components';
import { Muted } from './Muted';
import { RoundButton } from './RoundButton';
import { Row } from './Row';

// Remote releases built before Row, Muted and RoundButton took these names' place still import
// them from the page's shared-ui (a rollback, a remote not yet rebuilt): kept for them until the
// next major version, when this file goes.

/**
 * @deprecated Use RoundButton.
 * @public
 */
export const IconButton = RoundButton;

/**
 * @deprecated Use Muted.
 * @public
 */
export const MutedText = Muted;

/**
 * @deprecated Use `<Row $justify="space-between" $wrap $gap={3}>`.
 * @public
 */
export const SpreadRow = styled(Row).attrs<{ $gap?: number }>(({ $gap = 3 }) => ({
  $justify: 'space-between',
  $wrap: true,
  $gap,
}))``;
