/** The audio engine's code: loaded on the first player command, or earlier on intent (warmPlayerOnIntent). */
export const loadPlayerEngine = () =>
  import(/* webpackChunkName: "player-engine" */ './startPlayerEngine');
