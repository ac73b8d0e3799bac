import styled, { css } from 'styled-components';
import { TargetLink } from '../../links/TargetLink';

export const HeroFrame = styled.section`
  position: relative;
  display: grid;
  min-height: clamp(340px, 52vh, 460px);
  margin-bottom: 40px;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.gradient};
`;

export const SlideStack = styled.div`
  display: grid;
`;

/** One slide's layer; inactive layers fade out and leave the tab order once hidden. */
export const SlideLayer = styled.div<{ $active: boolean; $image?: string }>`
  /* Stacked in one grid cell, so the hero grows with its tallest slide. */
  grid-area: 1 / 1;
  display: flex;
  align-items: center;
  padding: 48px clamp(24px, 7vw, 88px) 72px;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(90deg, rgba(15, 13, 36, 0.88) 0%, rgba(15, 13, 36, 0.45) 100%), url("${$image}") center / cover no-repeat`
      : 'none'};
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition:
    opacity 1s ease,
    visibility 1s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const HeroContent = styled.div`
  max-width: 640px;
`;

export const HeroHeadline = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(1.7rem, 4.2vw, 2.8rem);
  line-height: 1.15;
`;

export const HeroSubline = styled.p`
  margin: 0 0 24px;
  font-size: clamp(1rem, 1.8vw, 1.15rem);
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
`;

export const HeroButtonLink = styled(TargetLink)<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  ${({ theme, $secondary }) =>
    $secondary
      ? css`
          background: rgba(15, 13, 36, 0.55);
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.text};
        `
      : css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          border: 1px solid transparent;
        `}
  &:hover {
    filter: brightness(1.12);
  }
`;
