import type { HeardSongStore } from '@btb/shared-review';
import { withAccountHeardSongs } from './listeningFacts';
import { readListeningFacts, updateListeningFacts } from './storedListening';

/** The songs heard in this browser, as the progress sync carries them to the account and back. */
export const listeningHeardSongs: HeardSongStore = {
  read: () => readListeningFacts().heard.map(({ id, at }) => ({ id, at })),
  merge: (songs) => updateListeningFacts((facts) => withAccountHeardSongs(facts, songs)),
};
