import styled from 'styled-components';

export const PageContainer = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.6rem, 4vw, 2.4rem);
  margin: 0 0 16px;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A column of parts with even gaps: `$gap` in the theme's units (3, the default, is 12 px);
 * `$narrow` keeps it to a card's reading width (640 px).
 */
export const Stack = styled.div<{ $gap?: number; $narrow?: boolean }>`
  display: grid;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  ${({ $narrow }) => ($narrow ? 'max-width: 640px;' : '')}
`;

/** Secondary text in the muted colour, without margins (`as="span"` inside a line). */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A row whose parts sit at both ends (a heading and its actions), wrapping on a narrow screen. */
export const SpreadRow = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;
