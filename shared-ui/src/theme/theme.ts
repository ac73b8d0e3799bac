export const theme = {
  colors: {
    background: '#0f0d24',
    surface: '#1b1838',
    surfaceRaised: '#262250',
    border: '#3a3570',
    text: '#f5f3ff',
    textMuted: '#c4c0e6',
    /** 4.8:1 under white text, and at least 3:1 as a fill on every surface (WCAG 1.4.3, 1.4.11). */
    primary: '#8250f2',
    primaryText: '#ffffff',
    accent: '#f472b6',
    /** Red text and borders on the dark surfaces. */
    danger: '#ef4444',
    /** Red behind white text (4.8:1); `danger` is too light for that. */
    dangerFill: '#dc2626',
    success: '#22c55e',
    focus: '#fbbf24',
  },
  gradient: 'linear-gradient(135deg, #7c3aed 0%, #db2777 100%)',
  radius: '12px',
  /** One spacing unit, the unit SPEC's card sizes are given in. */
  space: (units: number) => `${units * 4}px`,
  playerBarHeight: '88px',
  navHeight: '64px',
  breakpoints: { mobile: '720px' },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export type Theme = typeof theme;
