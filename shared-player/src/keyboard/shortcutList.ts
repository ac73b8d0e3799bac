/**
 * The shortcuts the help dialog lists: the label key of the keys as shown (a key's name is a word
 * of the page's language: "Space" is "Leertaste" in German), and the label key of what they do.
 */
export const fixedShortcuts = [
  { keys: 'spaceKey', label: 'playPause' },
  { keys: 'arrowKeys', label: 'seek' },
] as const;

/** Character keys; they can be turned off (WCAG 2.1.4). */
export const singleKeyShortcuts = [
  { key: 'n', label: 'next' },
  { key: 'p', label: 'previous' },
  { key: ',', label: 'speedDown' },
  { key: '.', label: 'speedUp' },
  { key: 'r', label: 'replayLine' },
  { key: 'l', label: 'loopLine' },
  { key: 's', label: 'shuffle' },
  { key: 'm', label: 'mute' },
  { key: 'q', label: 'queue' },
  { key: 'y', label: 'nowPlaying' },
  { key: '?', label: 'help' },
] as const;
