/** The bar's controls for a track: loaded with the first track, or earlier on intent (warmPlayerOnIntent). */
export const loadTrackControls = () =>
  import(/* webpackChunkName: "player-track" */ './TrackControls');
