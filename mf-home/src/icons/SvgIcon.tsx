import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  /** Filled shapes (e.g. a liked heart) instead of outlines. */
  filled?: boolean;
}

/** The frame every icon shares: 24-unit stroke drawing, decorative (the control carries the label). */
export function SvgIcon({
  size = 20,
  filled = false,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
