import { SvgIcon } from '@btb/shared-ui';

/** Small inline icons (no icon library: a few paths are cheaper than a dependency). */
const Icon = SvgIcon;

export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="chevron">
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const BookOpenIcon = () => (
  <Icon>
    <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />
    <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
  </Icon>
);

export const MusicIcon = ({ size = 20 }: { size?: number }) => (
  <Icon width={size} height={size}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon fill="currentColor">
    <path d="M6 4l14 8-14 8z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon fill="currentColor">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </Icon>
);
