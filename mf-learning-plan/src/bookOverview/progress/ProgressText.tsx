import styled from 'styled-components';

/**
 * A line of progress with its room kept before the browser has read the stores (no layout shift):
 * one line, two on a narrow screen, where the text may wrap.
 */
export const ProgressText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  min-height: 1.5em;
  line-height: 1.5;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 640px) {
    min-height: 3em;
  }
`;
