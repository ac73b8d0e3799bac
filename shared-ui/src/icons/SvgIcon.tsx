import type { SVGProps } from 'react';

export interface SvgIconProps extends SVGProps<SVGSVGElement> {
  size?: number;
  /** Filled shapes (e.g. a liked heart) instead of outlines. */
  filled?: boolean;
}

/**
 * The frame every inline icon shares: a 24-unit stroke drawing, decorative (the control around it
 * carries the label). Each remote draws its own paths inside it; no icon library needed.
 */
export function SvgIcon({ size = 20, filled = false, children, ...props }: SvgIconProps) {
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
      {...props}
    >
      {children}
    </svg>
  );
}
