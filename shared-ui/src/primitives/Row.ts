import styled from 'styled-components';

interface RowProps {
  /** Spacing units between the parts (2, the default, is 8 px). */
  $gap?: number;
  $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Cross-axis alignment: centred unless the parts line up otherwise (text on its baseline). */
  $align?: 'center' | 'baseline' | 'flex-start' | 'flex-end';
  /** Lets the parts wrap onto further lines on a narrow screen. */
  $wrap?: boolean;
}

/** Parts side by side: a heading and its actions, a row of buttons, an icon and its text. */
export const Row = styled.div<RowProps>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;
