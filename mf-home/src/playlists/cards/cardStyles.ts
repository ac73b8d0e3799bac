import styled from 'styled-components';

/**
 * A card of fixed size: most of a row's cards are scrolled out of view, so the browser skips their
 * layout and paint (and their cover's) until they come near (`content-visibility`).
 */
export const CardBox = styled.article<{ $width: number; $height: number }>`
  position: relative;
  content-visibility: auto;
  flex: 0 0 auto;
  width: ${({ theme, $width }) => theme.space($width)};
  height: ${({ theme, $height }) => theme.space($height)};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Darkens the cover under the text so it stays readable on any image. */
export const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(15, 13, 36, 0.15) 0%, rgba(15, 13, 36, 0.88) 100%);
`;

export const Info = styled.div`
  position: absolute;
  left: 12px;
  right: 64px;
  bottom: 10px;
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Creator = styled.p`
  margin: 2px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const RoundAction = styled.button`
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

/** The "DE → ES" marker of another pair's song, in the cover's corner: it takes no room of its own. */
export const PairCorner = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
`;
