import styled from 'styled-components';

/**
 * A column of parts with even gaps: `$gap` in the theme's spacing units (3, the default, is 12 px);
 * `$narrow` keeps it to a card's reading width (640 px). `as="form"`, `as="section"` and the like
 * keep the element's meaning.
 */
export const Stack = styled.div<{ $gap?: number; $narrow?: boolean }>`
  display: grid;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  ${({ $narrow }) => ($narrow ? 'max-width: 640px;' : '')}
`;
