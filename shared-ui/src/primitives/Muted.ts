import styled from 'styled-components';

/**
 * Secondary text in the muted colour, without margins (`as="span"` inside a line); `$small` for
 * a hint or a caption under its main text.
 */
export const Muted = styled.p<{ $small?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $small }) => ($small ? 'font-size: 0.85rem;' : '')}
`;
