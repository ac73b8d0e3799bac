export type { PlayerTrack } from './state/playerTrack';
export {
  playerSlice,
  playerActions,
  selectPlayer,
  selectCurrentTrack,
  selectIsPlaying,
  selectQueue,
  selectIsLoading,
  selectShowSubscriptionPopup,
  type PlayerState,
} from './state/playerSlice';
export { usePlayer, type PlayerCommands } from './state/usePlayer';
export {
  trackFromContent,
  trackFromPlaylistSong,
  trackFromSongDetail,
  trackFromSongByCode,
  imageFileName,
} from './state/trackFrom';
export { isSameTrack } from './state/queue';
export { PlayerBar, type PlayerBarProps } from './bar/PlayerBar';
export { formatTime } from './bar/formatTime';
