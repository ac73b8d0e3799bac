import styled from 'styled-components';

/**
 * A list without bullets, margins or indent, its items `$gap` spacing units apart (2, the default,
 * is 8 px); `as="ol"` where the order means something.
 */
export const PlainList = styled.ul<{ $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
