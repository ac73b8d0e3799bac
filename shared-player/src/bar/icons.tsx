import type { ReactNode } from 'react';

/** Small inline icons; decorative, since every button carries a text label. */
function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="M6 6h2v12H6zM9.5 12 18 18V6z" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M16 6h2v12h-2zM6 18l8.5-6L6 6z" />
  </Icon>
);

export const SpeakerIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M3 9v6h4l5 5V4L7 9z" />
    {muted ? (
      <path d="m16.5 8.5 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1z" />
    ) : (
      <path d="M16.5 12A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
    )}
  </Icon>
);

export const MusicNoteIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 3v10.6A4 4 0 1 0 14 17V7h4V3z" />
  </Icon>
);

export const ShuffleIcon = () => (
  <Icon>
    <path d="M10.6 9.2 5.4 4 4 5.4l5.2 5.2zM14.5 4l2 2L4 18.6 5.4 20 18 7.5l2 2V4zm.3 9.4-1.4 1.4 3.1 3.1-2 2.1H20v-5.5l-2 2z" />
  </Icon>
);

export const RepeatIcon = ({ one }: { one: boolean }) => (
  <Icon>
    <path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z" />
    {one && <path d="M13 15V9h-1l-2 1v1h1.5v4z" />}
  </Icon>
);

export const QueueIcon = () => (
  <Icon>
    <path d="M3 6h13v2H3zm0 4h13v2H3zm0 4h9v2H3zm13 0v6l5-3z" />
  </Icon>
);

export const LyricsIcon = () => (
  <Icon>
    <path d="M4 5h16v2H4zm0 4h10v2H4zm0 4h16v2H4zm0 4h10v2H4z" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon size={20}>
    <path d="m12 6-6 6 1.4 1.4 3.6-3.6V18h2V9.8l3.6 3.6L18 12z" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon size={20}>
    <path d="m12 18 6-6-1.4-1.4-3.6 3.6V6h-2v8.2l-3.6-3.6L6 12z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={20}>
    <path d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z" />
  </Icon>
);

export const KeyboardIcon = () => (
  <Icon>
    <path d="M20 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm-9 3h2v2h-2zm0 3h2v2h-2zM8 8h2v2H8zm0 3h2v2H8zm-1 2H5v-2h2zm0-3H5V8h2zm9 7H8v-2h8zm0-4h-2v-2h2zm0-3h-2V8h2zm3 3h-2v-2h2zm0-3h-2V8h2z" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M11 4h2v8.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4 3.3 3.3zM5 18h14v2H5z" />
  </Icon>
);

export const SavedIcon = () => (
  <Icon>
    <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z" />
  </Icon>
);

export const MicrophoneIcon = () => (
  <Icon size={20}>
    <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z" />
  </Icon>
);
