export type { PlayerTrack } from './state/playerTrack';
export type { QueueSource, QueueSourceKind } from './state/queueSource';
export type { RepeatMode } from './state/queue';
export { PlayAllButton, type PlayAllButtonProps } from './playAll/PlayAllButton';
export { fetchLessonTracks, fetchLessonsTracks } from './playAll/fetchLessonTracks';
export { loadListening, type ListeningApi } from './listening/loadListening';
export type { ListeningFacts, ListenedSong } from './listening/listeningFacts';
export {
  playerActions,
  selectPlayer,
  selectCurrentTrack,
  selectIsPlaying,
  selectQueue,
  type PlayerState,
} from './state/playerSlice';
export {
  useNowPlaying,
  usePlayer,
  usePlayerCommands,
  type PlayerCommands,
} from './state/usePlayer';
export {
  trackFromContent,
  trackFromPlaylistSong,
  trackFromSongDetail,
  trackFromSongByCode,
  imageFileName,
} from './state/trackFrom';
export { coverSources, type CoverSources } from './cover/coverSources';
export { PlayerBar, type PlayerBarProps } from './bar/PlayerBar';
export { FillTheGap } from './gapGame/FillTheGap';
export type { GapGameProps } from './gapGame/GapGame';
export { ListenAndWrite } from './dictation/ListenAndWrite';
export type { DictationProps } from './dictation/Dictation';
export { ExerciseCover } from './exercise/ExerciseCover';
export { useExerciseRunning } from './exercise/exerciseRunning';
export { loadKaraoke } from './lyrics/loadKaraoke';
export { useLinePlayer } from './lyrics/useLinePlayer';
export { lineEndOf } from './lyrics/lineEnd';
export { SaveOfflineIconButton } from './offline/SaveOfflineIconButton';
export { SingAlongToggle } from './singAlong/SingAlongToggle';
export type { SaveRequest } from './offline/saveRequest';
export { useOnline } from './offline/useOnline';
export { provideOfflineWorker } from './offline/offlineWorker';
export { readSavedAnswer } from './offline/savedAnswer';
export { checkSavedRights, removeAllSaved, removeSavedItem } from './offline/offlineActions';
export { useSavedIndex, useSavedOffline } from './offline/useSavedOffline';
export { useAvailableOffline } from './offline/useAvailableOffline';
export { savedBytes, savedItemBytes, type SavedIndex, type SavedItem } from './offline/savedIndex';
export { formatBytes } from './offline/formatBytes';
export { useSaveFailureText } from './offline/useSaveFailureText';
export { playerNamespace } from './playerNamespace';
export { warmPlayerOnIntent } from './warm/warmPlayerOnIntent';
