// What pages read and write of the listening facts (My learning, its export and import): loaded
// on demand through `loadListening`, so it is no part of the player every page loads.
export { readListeningFacts, writeListeningFacts } from './storedListening';
export {
  dayKey,
  emptyListeningFacts,
  mergeListeningFacts,
  validListeningFacts,
} from './listeningFacts';
export { listeningHeardSongs } from './heardSongStore';
