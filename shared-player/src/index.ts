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
export { PlayerBar } from './bar/PlayerBar';
