import styled from 'styled-components';

/** A native range input (keyboard and screen readers for free) with a filled track. */
export const RangeInput = styled.input.attrs({ type: 'range' })<{ $fill: number }>`
  appearance: none;
  width: 100%;
  height: 24px;
  margin: 0;
  background: transparent;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
  &::-webkit-slider-runnable-track {
    height: 6px;
    border-radius: 3px;
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.primary} ${({ $fill }) => $fill}%,
      ${({ theme }) => theme.colors.border} ${({ $fill }) => $fill}%
    );
  }
  &::-webkit-slider-thumb {
    appearance: none;
    width: 14px;
    height: 14px;
    margin-top: -4px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
  }
  &::-moz-range-track {
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.border};
  }
  &::-moz-range-progress {
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-range-thumb {
    width: 14px;
    height: 14px;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
  }
`;
