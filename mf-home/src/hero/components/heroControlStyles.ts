import styled from 'styled-components';
import { RoundButton } from '@btb/shared-ui';
import { HeroFrame } from './heroStyles';

const HeroButton = styled(RoundButton)`
  border: 1px solid rgba(245, 243, 255, 0.4);
  background: rgba(15, 13, 36, 0.6);
  &:hover {
    background: rgba(15, 13, 36, 0.85);
  }
`;

/**
 * SPEC: the arrows appear on hover; keyboard focus and touch screens show them too. On touch and
 * narrow screens they sit in the bottom row beside the dots (left of the pause button), which the
 * slide keeps free, instead of over the middle of the slide's text.
 */
export const ArrowButton = styled(HeroButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  opacity: 0;
  transition: opacity 0.2s ease;
  ${HeroFrame}:hover &,
  &:focus-visible {
    opacity: 1;
  }
  @media (hover: none), (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    opacity: 1;
    top: auto;
    bottom: 12px;
    transform: none;
    ${({ $side }) => ($side === 'left' ? 'left: 16px;' : 'right: 64px;')}
  }
`;

/** Placed first in the DOM (tab order), so lifted above the fading slides. */
export const PauseButton = styled(HeroButton)`
  position: absolute;
  z-index: 1;
  right: 16px;
  bottom: 14px;
  width: 40px;
  height: 40px;
`;

export const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 20px;
  transform: translateX(-50%);
  display: flex;
  gap: 4px;
`;

/** A 28 px hit area (WCAG 2.5.8 asks for 24) around a small visible dot. */
export const Dot = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: rgba(245, 243, 255, 0.45);
    transition: transform 0.2s ease;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.text};
    transform: scale(1.25);
  }
`;
