/**
 * The karaoke components (`KaraokeScope` and the `KaraokeWords` inside it), loaded on demand: they
 * are part of the player singleton, so the sung word follows the one player's clock, but only a
 * page with lyrics downloads them. A page may call it early (when its module loads) so the chunk
 * is there by the time its lyrics render or hydrate.
 */
export const loadKaraoke = () => import(/* webpackChunkName: "karaoke" */ './karaoke');
