/** What the learner asks to save. */
export type SaveRequest =
  | { kind: 'song'; songId: number; title: string }
  | { kind: 'lesson'; code: string; title: string }
  | { kind: 'playlist'; key: string; title: string; songIds: number[] };

/** The key of what `request` saves: one song, one lesson, one playlist row. */
export function savedItemKey(request: SaveRequest): string {
  if (request.kind === 'song') return `song:${request.songId}`;
  if (request.kind === 'lesson') return `lesson:${request.code.trim().toUpperCase()}`;
  return `playlist:${request.key}`;
}
