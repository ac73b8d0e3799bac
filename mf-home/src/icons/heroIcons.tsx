import { SvgIcon, type SvgIconProps as IconProps } from '@btb/shared-ui';

// Hand-drawn line icons for the names a hero slide button may carry (SPEC section 2).

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </SvgIcon>
);

export const ClipboardCheckIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="m9 14 2 2 4-4" />
  </SvgIcon>
);

export const GraduationCapIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M22 10 12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5M22 10v6" />
  </SvgIcon>
);

export const BrainIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 5a3 3 0 0 0-5.8 1A3 3 0 0 0 4 11a3 3 0 0 0 1 5 3 3 0 0 0 5 2.5A2 2 0 0 0 12 17z" />
    <path d="M12 5a3 3 0 0 1 5.8 1A3 3 0 0 1 20 11a3 3 0 0 1-1 5 3 3 0 0 1-5 2.5 2 2 0 0 1-2-1.5z" />
    <path d="M12 5v12" />
  </SvgIcon>
);

export const BookOpenIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />
    <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
  </SvgIcon>
);

export const TargetIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </SvgIcon>
);

export const AwardIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="6" />
    <path d="M8.2 13 7 22l5-3 5 3-1.2-9" />
  </SvgIcon>
);

export const MusicIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </SvgIcon>
);

export const PlayIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 3l14 9-14 9z" />
  </SvgIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </SvgIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M15 3h6v6M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </SvgIcon>
);
