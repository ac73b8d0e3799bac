import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    line-height: 1.5;
    /* The fixed player bar never covers the element that has focus. */
    scroll-padding-bottom: calc(${({ theme }) => theme.playerBarHeight} + 16px);
  }
  html {
    scroll-padding-bottom: calc(${({ theme }) => theme.playerBarHeight} + 16px);
    /* ...nor the sticky nav bar when focus moves backwards (WCAG 2.4.11). */
    scroll-padding-top: calc(${({ theme }) => theme.navHeight} + 16px);
  }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
