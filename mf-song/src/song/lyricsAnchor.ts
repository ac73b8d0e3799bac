/** The lyrics' heading: where the "To the lyrics" link next to Play takes the learner. */
export const lyricsHeadingId = 'song-section-lyrics';
