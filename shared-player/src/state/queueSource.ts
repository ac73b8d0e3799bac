/** Where a queue came from, shown in the queue view and sent to the lock screen as the album. */
export type QueueSourceKind = 'playlist' | 'lesson' | 'book' | 'search' | 'song' | 'review';

export interface QueueSource {
  kind: QueueSourceKind;
  /** The playlist headline, the lesson or book code, the song title; empty for search results. */
  name: string;
}

export const queueSourceKinds: readonly QueueSourceKind[] = [
  'playlist',
  'lesson',
  'book',
  'search',
  'song',
  'review',
];
