import { SvgIcon, type SvgIconProps as IconProps } from '@btb/shared-ui';

// Icons of the page's own controls (arrows, like, pause).

export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </SvgIcon>
);

export const HeartIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 21 4.6 13.6A5 5 0 0 1 12 6.9a5 5 0 0 1 7.4 6.7z" />
  </SvgIcon>
);

export const PauseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </SvgIcon>
);
