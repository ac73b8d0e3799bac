import styled from 'styled-components';
import { sungWordAttribute } from './useSungWord';

/** A lyric word: reads as text, is a button (keyboard, touch), and lights up while it is sung. */
export const WordButton = styled.button`
  display: inline;
  margin: 0;
  padding: 2px 3px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[${sungWordAttribute}] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  /* The mark moves several times a second: it fades only for those who did not ask for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color 0.12s ease,
      color 0.12s ease;
  }
`;
