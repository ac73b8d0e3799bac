export type { PlayerTrack } from './state/playerTrack';
export {
  playerSlice,
  playerActions,
  selectPlayer,
  selectCurrentTrack,
  selectIsPlaying,
  selectQueue,
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
export { PlayerBar } from './bar/PlayerBar';
